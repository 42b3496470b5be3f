import DrawerApp
import Glibc

exit(DrawerCommand.main(Array(CommandLine.arguments.dropFirst())))
