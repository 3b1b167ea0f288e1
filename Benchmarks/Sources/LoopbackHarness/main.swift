import NIOCore
import NIOPosix

// `--nio-executor` runs Swift concurrency on NIO's event loops (no hop between the cooperative pool
// and the loops). It must be installed before any task is enqueued, hence before parsing.
if CommandLine.arguments.contains("--nio-executor") {
    NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
}
do {
    try await HarnessCommand.parse().run()
} catch {
    HarnessCommand.exit(withError: error)
}
