import Connectivity
import Foundation
import GameCore

/// A joined lobby of `lanjoin`: prints the lobby, readies (`--auto-ready`), feeds game messages to
/// the local game store and plays (`--bot`, or commands from stdin) until the session ends.
///
/// Every input is merged into one stream and handled by one loop in this actor, in order. The
/// session ends when the client reported `.ended` and both of its streams finished, so a `gameOver`
/// that raced the host's shutdown is never lost.
actor JoinRuntime {
    let options: JoinOptions
    let io: ProgramIO
    let registry: GameRegistry
    let player: LocalPlayer
    let client: LobbyClient
    var names = PlayerDirectory()
    /// The roster as last drawn in text mode (see ``RosterText/signature(_:)``).
    var rosterShown: [String] = []
    var info: LobbyInfo?
    /// The seats whose "That's me" claims this VIP was told of (shown once each).
    var claimsShown: Set<UUID> = []
    var me: UUID?
    var role: SeatRole = .player
    /// Whether this seat plays the current (or last) game; `false`: it watches (SPEC §12).
    var inGame = true
    var store: (any GameClientDriver)?
    /// Whom the game waits for, as the host's last `gameState` said (`nil`: it did not say).
    var playersToAct: [UUID]?
    /// A game this build lacks, played through the host-rendered face (JoinRuntime+RenderedFace.swift).
    var renderedPlay = RenderedPlay()
    /// The game's event lines shown so far (EventLineFormat.swift).
    var eventLines = EventLineTracker()
    var round = 0
    var gamesFinished = 0
    var endReason: LobbyClientEndReason?
    var clientEventsFinished = false
    var gameMessagesFinished = false
    /// Command lines waiting for the join or the game.
    var waiting = CommandQueue()
    let inputs: AsyncStream<JoinInput>
    let feed: AsyncStream<JoinInput>.Continuation
    var sink: EventSink { io.sink }

    /// Where this session's seat is saved for a restart (``SeatTicket``), if the profile has a file.
    let seatTicket: URL?
    /// Whether the join offers a saved seat's token.
    let offersSavedSeat: Bool
    /// The saved seat was refused as gone (`invalidResumeToken`): the program joins afresh.
    var savedSeatWasGone = false
    /// The ticket last saved for this session's seat.
    var savedSeat: SeatTicket?
    /// What is said while the host is gone.
    var hostWait = HostWaitStory()

    init(
        options: JoinOptions, io: ProgramIO, registry: GameRegistry, player: LocalPlayer, client: LobbyClient,
        seatTicket: URL? = nil, offersSavedSeat: Bool = false
    ) {
        self.options = options
        self.io = io
        self.registry = registry
        self.player = player
        self.client = client
        self.seatTicket = seatTicket
        self.offersSavedSeat = offersSavedSeat
        (inputs, feed) = AsyncStream.makeStream(of: JoinInput.self)
    }

    /// Joins and runs until the session is over; returns the exit status.
    func run() async -> ExitStatus {
        names.learn(player.profile)
        let forwarders = startForwarders()
        sink.show("Joining \(target)... (type 'help' for commands)")
        await client.start()
        for await input in inputs {
            await handle(input)
            if endReason != nil && clientEventsFinished && gameMessagesFinished { break }
        }
        for task in forwarders { task.cancel() }
        await store?.finish()
        guard let endReason else { return .internalError }
        return JoinEnding.status(for: endReason, gamesFinished: gamesFinished)
    }

    var target: String { "\(client.host):\(client.port)" }

    private func startForwarders() -> [Task<Void, Never>] {
        let feed = self.feed
        sink.live?.onFaceRoomChange { feed.yield(.faceRoomChanged) }
        let (events, messages, lines, signals) = (client.events, client.gameMessages, io.input, io.signals)
        return [
            Task {
                for await event in events { feed.yield(.client(event)) }
                feed.yield(.clientEventsFinished)
            },
            Task {
                for await message in messages { feed.yield(.game(message)) }
                feed.yield(.gameMessagesFinished)
            },
            Task { for await line in lines { feed.yield(.line(line)) } },
            Task { for await signal in signals { feed.yield(.signal(signal)) } },
        ]
    }

    private func handle(_ input: JoinInput) async {
        switch input {
        case .client(let event): await handleClient(event)
        case .clientEventsFinished: clientEventsFinished = true
        case .game(let message): await handleGame(message)
        case .gameMessagesFinished: gameMessagesFinished = true
        case .outgoing(let actionRound, let action):
            guard actionRound == round else { return }
            // While reconnecting the send is refused; the store keeps the action and resends it on resume.
            try? await client.send(GameAction(sequence: action.sequence, payload: action.payload))
        case .line(let line): await receiveLine(line)
        case .signal(let signal): await handleSignal(signal)
        case .botTurn(let botRound):
            guard botRound == round, let store else { return }
            _ = await store.playBotMove()
        case .faceRoomChanged: await faceRoomChanged()
        }
    }

    private func handleSignal(_ signal: ProcessSignal) async {
        switch signal {
        case .terminate:
            await client.leave()
        case .suspend:
            await client.enterBackground()
            sink.emit(CLIEvent("background", [:], text: "In the background; your seat is held. Type 'fg' to return."))
            // Give the writer a moment to put `background` on the wire before the whole process stops.
            try? await Task.sleep(for: .milliseconds(150))
            io.suspendProcess()
        case .resume:
            await client.enterForeground()
            sink.emit(CLIEvent("foreground", [:], text: "Back in the foreground."))
        }
    }
}
