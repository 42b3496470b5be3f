import DrawerApp
import DrawerBench
import DrawerCommandLine
import Foundation

// `drawer bench`: `drawer` runs this program in its place, so that the benchmark's harness, which
// needs all of Foundation, stays out of the program it measures.
exit(CommandRunner.exitStatus { try BenchCommand.run(arguments: Array(CommandLine.arguments.dropFirst())) })
