@testable import Connectivity
import NIOCore
import NIOPosix

/// Event loops of a test's own, for a lobby and its raw clients whose timings the test measures:
/// on the process's shared group they would queue behind every other test's lobby (hundreds run
/// at once), and "closed at once" would measure the queue.
enum PrivateLoops {
    /// Runs `body` with a lobby on two loops of its own (accepting on one, connections on the
    /// other, as in a program) and one loop for the test's clients; shuts all of it down after.
    static func with<T>(
        passcode: String? = nil, passcodeIterations: Int = 1_000, timings: SessionTimings = SessionTimings(),
        _ body: (LoopbackLobby, any EventLoopGroup) async throws -> T
    ) async throws -> T {
        let hostLoops = MultiThreadedEventLoopGroup(numberOfThreads: 2)
        let clientLoop = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        do {
            let lobby = try await LoopbackLobby(
                passcode: passcode, transport: TransportConfiguration(eventLoopGroup: hostLoops), timings: timings,
                passcodeIterations: passcodeIterations)
            let result: T
            do {
                result = try await body(lobby, clientLoop)
            } catch {
                await lobby.host.shutDown()
                throw error
            }
            await lobby.host.shutDown()
            try await clientLoop.shutdownGracefully()
            try await hostLoops.shutdownGracefully()
            return result
        } catch {
            try? await clientLoop.shutdownGracefully()
            try? await hostLoops.shutdownGracefully()
            throw error
        }
    }
}
