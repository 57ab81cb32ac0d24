import Foundation
import LayoutCLI

let status = LayoutStoreCLI.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    io: .process()
)
exit(status)
