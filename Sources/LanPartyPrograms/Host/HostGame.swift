import Connectivity
import Foundation
import GameCore
import LanPartyRecord

/// One running game on the host: the authoritative session, the host's own seat (a local client
/// store, played from stdin or by `--bot`) and the computer players seated inside the host.
///
/// Outputs for remote players go straight to their connections (`LobbyHost.gameTransport`); the
/// host seat's outputs, its actions and the session's steps go into the program's input stream, so
/// they are handled in order by one loop (the synchronous transports only enqueue).
struct HostGame: Sendable {
    /// Which game of the lobby.
    let round: Int
    /// Who plays it, in seat order (other members watch it, or wait for the next).
    let players: [UUID]
    /// The authoritative game.
    let session: any GameHostDriver
    /// The host's own seat, when it plays in this game.
    let hostSeat: UUID?
    /// The host seat's client store (prediction, command parsing, `--bot`).
    let hostStore: (any GameClientDriver)?
    /// Whether `--bot` plays the host's seat.
    let hostIsBot: Bool
    /// Computer players seated in this game, in seat order: the host's own, then the players of the
    /// host-rendered face who asked the host to play their seat (`hello.hostBot`).
    let bots: [UUID]
    /// The game's journal in the record (SPEC §13), when this session records.
    let recording: GameRecording?

    /// Creates the game for `start` and sends everyone their initial view. With a `seed` the deal and
    /// every bot's choices are the same on every run (per round); without one they are random.
    /// `record` starts the game's recording from its seed (`nil`: not recorded).
    static func start(
        _ start: StartGame, descriptor: GameDescriptor, spectators: [UUID], hostSeat: UUID?, hostIsBot: Bool,
        localBots: Set<UUID>, remoteBots: Set<UUID> = [], seed: UInt64?, network: LobbyGameHostTransport,
        feed: AsyncStream<HostInput>.Continuation, record: @Sendable (_ seed: UInt64) -> GameRecording? = { _ in nil }
    ) async throws(GameSetupError) -> HostGame {
        let round = start.round
        var random = SeededGenerator(seed: seed.map { $0 &+ UInt64(round) } ?? UInt64.random(in: .min ... .max))
        let seat = hostSeat.flatMap { start.players.contains($0) ? $0 : nil }
        let transport = outputRoute(round: round, seat: seat, localBots: localBots, network: network, feed: feed)
        let gameSeed = random.next()
        let recording = record(gameSeed)
        let session: any GameHostDriver
        do throws(GameSetupError) {
            session = try descriptor.makeHost(
                players: start.players, spectators: spectators, settings: start.payload, seed: gameSeed,
                round: round, botSeed: random.next(), transport: transport, recorder: recording)
        } catch {
            recording?.abandon()
            throw error
        }
        let game = assemble(
            round: round, players: start.players, session: session, seat: seat, descriptor: descriptor,
            botSeed: random.next(), hostIsBot: hostIsBot, localBots: localBots, remoteBots: remoteBots, feed: feed,
            recording: recording)
        await game.forwardSteps(into: feed)
        await session.start()
        return game
    }

    /// Goes on with the game a stopped host was playing (SPEC §13 restart): the session is rebuilt
    /// from the record's journal (every step checked against its digest), its clock goes on from the
    /// last recorded time, and `recording` continues the journal. Nothing is sent: players get their
    /// view as they take their seats back; the host's own seat gets its view now.
    static func resume(
        _ recorded: RecordedGame, descriptor: GameDescriptor, spectators: [UUID], hostSeat: UUID?, hostIsBot: Bool,
        localBots: Set<UUID>, remoteBots: Set<UUID>, network: LobbyGameHostTransport,
        feed: AsyncStream<HostInput>.Continuation, recording: GameRecording?
    ) async throws(GameResumeError) -> HostGame {
        let round = recorded.round
        let journal = recorded.journal
        var random = SeededGenerator(seed: UInt64.random(in: .min ... .max))
        let seat = hostSeat.flatMap { journal.players.contains($0) ? $0 : nil }
        let transport = outputRoute(round: round, seat: seat, localBots: localBots, network: network, feed: feed)
        let session = try descriptor.resumeHost(
            journal, spectators: spectators, round: round, botSeed: random.next(), transport: transport, recorder: recording)
        let game = assemble(
            round: round, players: journal.players, session: session, seat: seat, descriptor: descriptor,
            botSeed: random.next(), hostIsBot: hostIsBot, localBots: localBots, remoteBots: remoteBots, feed: feed,
            recording: recording)
        await game.forwardSteps(into: feed)
        await session.resume()
        if let seat { _ = await session.resync(seat) }
        return game
    }

    /// Where the session's outputs go: the host's seat into the input stream, computer players
    /// nowhere (they read their view when they act), everyone else straight to the network. The
    /// session runs on the lobby's event loop, next to the sockets its outputs go to.
    private static func outputRoute(
        round: Int, seat: UUID?, localBots: Set<UUID>, network: LobbyGameHostTransport,
        feed: AsyncStream<HostInput>.Continuation
    ) -> ClosureGameHostTransport {
        ClosureGameHostTransport(preferredExecutor: network.preferredExecutor) { output in
            if output.recipient == seat {
                feed.yield(.game(round: round, .output(output)))
            } else if !localBots.contains(output.recipient) {
                network.deliver(output)
            }
        }
    }

    /// The host seat's client store and the game around `session`.
    private static func assemble(
        round: Int, players: [UUID], session: any GameHostDriver, seat: UUID?, descriptor: GameDescriptor,
        botSeed: UInt64, hostIsBot: Bool, localBots: Set<UUID>, remoteBots: Set<UUID>,
        feed: AsyncStream<HostInput>.Continuation, recording: GameRecording?
    ) -> HostGame {
        let store = seat.map { seat in
            descriptor.makeClient(
                player: seat, round: round, botSeed: botSeed,
                transport: ClosureGameClientTransport { feed.yield(.game(round: round, .localAction($0))) })
        }
        return HostGame(
            round: round, players: players, session: session, hostSeat: seat, hostStore: store,
            hostIsBot: hostIsBot && seat != nil,
            bots: players.filter(localBots.contains) + players.filter(remoteBots.contains),
            recording: recording)
    }

    /// Puts each of the session's steps into the input stream as it happens, after the outputs it
    /// sent (the host seat's among them): the same order a task reading `updates` kept, without
    /// that task's wake-up on every action.
    private func forwardSteps(into feed: AsyncStream<HostInput>.Continuation) async {
        let round = round
        await session.setObserver { update in feed.yield(.game(round: round, .step(update))) }
    }

    /// Lets the next computer player act after a step: the host's `--bot` seat first, then the bots
    /// (each only acts on its turn). `true` when someone acted.
    func driveBots() async -> Bool {
        if hostIsBot, let hostStore, await hostStore.playBotMove() { return true }
        for bot in bots where await session.playBotMove(for: bot) { return true }
        return false
    }

    /// Stops forwarding (the lobby closed, or the game ended); a game that has not ended is
    /// recorded as abandoned unless `abandoning` is false (a host that could not open stays resumable).
    func stop(abandoning: Bool = true) async {
        if abandoning, await session.outcome == nil { recording?.abandon() }
        await session.setObserver(nil)
        await session.finish()
        await hostStore?.finish()
    }
}
