import DrawerApp
import Foundation

exit(DrawerCommand.run(Array(CommandLine.arguments.dropFirst())))
