import DrawerApp
import Foundation

exit(DrawerCommand.main(Array(CommandLine.arguments.dropFirst())))
