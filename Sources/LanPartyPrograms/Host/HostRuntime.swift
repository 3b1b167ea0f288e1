import Connectivity
import Foundation
import GameCore
import LanPartyRecord
import WebPlay

/// The open lobby of `lanhost`: seats the bots, starts games, glues the game session to the lobby
/// and prints events.
///
/// Every input (lobby events, game actions, stdin lines, signals, game outputs) is merged into one
/// stream and handled by one loop in this actor, in order.
actor HostRuntime {
    let options: HostOptions
    let io: ProgramIO
    let setup: HostSetup
    let lobby: LobbyHost
    let port: Int
    let listenAddress: String
    let advertiser: (any LobbyPublishing)?
    /// The browser page's server, unless `--no-web`.
    let web: WebPlayServer?
    /// The host page's token and the `--metrics-port` listener (Docs/Metrics.md).
    let hostOperator: HostOperator?
    var names = PlayerDirectory()
    /// The record of games (SPEC §13); `.none` with `--no-record` or when it cannot be opened.
    let record: HostRecord
    /// The lobby a stopped host left, when this one reopened it (SPEC §13 restart).
    let resume: HostResume?
    /// Keeps this lobby in the record for a restart (`nil` without a record).
    var keeper: LobbyKeeper?
    /// The roster as last drawn in text mode (see ``RosterText/signature(_:)``).
    var rosterShown: [String] = []
    var info: LobbyInfo?
    /// The lobby's chosen game (the party session changes it between games).
    var current: GameDescriptor
    /// The settings revision last seen, so a change by the VIP readies the computer players again.
    var settingsRevision = 0
    var game: HostGame?
    /// Whom the running game waits for, as its last state said (`nil`: the module does not say).
    var playersToAct: [UUID]?
    /// The game's event lines shown so far (EventLineFormat.swift).
    var eventLines = EventLineTracker()
    var gamesFinished = 0
    /// "Join: http://… · passcode …", shown under every roster so late arrivals can be let in.
    var inviteLine: String?
    var exitStatus: ExitStatus?
    /// The lobby could not open (e.g. publishing failed); a reopened one is then not closed in the record.
    var openFailed = false
    var autoStartGeneration = 0
    let inputs: AsyncStream<HostInput>
    let feed: AsyncStream<HostInput>.Continuation
    var sink: EventSink { io.sink }

    init(
        options: HostOptions, io: ProgramIO, setup: HostSetup, lobby: LobbyHost, port: Int, listenAddress: String,
        advertiser: (any LobbyPublishing)?, web: WebPlayServer?, record: HostRecord = .none, resume: HostResume? = nil,
        hostOperator: HostOperator? = nil
    ) {
        self.hostOperator = hostOperator
        self.resume = resume
        self.web = web
        self.options = options
        self.io = io
        self.setup = setup
        self.lobby = lobby
        self.port = port
        self.listenAddress = listenAddress
        self.advertiser = advertiser
        current = setup.descriptor
        self.record = record
        (inputs, feed) = AsyncStream.makeStream(of: HostInput.self)
    }

    /// Runs until the session ends and returns the exit status.
    func run() async -> ExitStatus {
        names.learn(setup.player.profile)
        let forwarders = startForwarders()
        if let failure = await open() {
            exitStatus = failure.status
            openFailed = true
            sink.report(
                resumable(failure), code: failure.status == .discoveryUnavailable ? "discoveryUnavailable" : "setup",
                program: "lanhost")
        }
        if exitStatus == nil {
            for await input in inputs {
                await handle(input)
                if exitStatus != nil { break }
            }
        }
        await close()
        for task in forwarders { task.cancel() }
        return exitStatus ?? .success
    }

    private func open() async -> ProgramFailure? {
        // A reopened lobby's members are announced (away, held) before any of them speaks.
        for kept in resume?.snapshot.members ?? [] { names.learn(kept.member.profile) }
        for bot in setup.bots {
            names.learn(bot)
            // A reopened lobby has its computer players in their seats already.
            guard resume == nil else { continue }
            do throws(LobbyCommandError) {
                try await lobby.addLocalPlayer(bot)
            } catch {
                return ProgramFailure(.internalError, "Cannot seat \(bot.username): \(error)")
            }
        }
        if resume?.game == nil { await readyLocalSeats() }
        if let failure = await keepLobby() { return failure }
        // Publishing (unless --no-discovery): without a daemon the host stops with exit 6 and
        // Avahi's advice; hosting without publishing is what --no-discovery is for.
        if let advertiser {
            do throws(ProgramFailure) {
                let sink = self.sink
                try await advertiser.publish(LobbyAdvertisement(await lobby.info, port: port, webPort: web?.port)) { sink.emit($0) }
            } catch {
                return error
            }
        }
        let webURLs = await joinURLs()
        inviteLine = Self.inviteLine(
            url: webURLs.first, port: port, passcode: setup.passcode, tv: options.tv ? webURLs.first.map(Self.tvURL) : nil)
        sink.live?.opened(title: "\(setup.configuration.name) · \(current.catalogEntry.displayName)", invite: inviteLine)
        sink.emit(publishedEvent(webURLs: webURLs))
        if let web, let first = webURLs.first { sink.emit(webEvent(port: web.port, urls: webURLs, qrOf: first)) }
        if options.tv, let first = webURLs.first { sink.emit(tvEvent(Self.tvURL(first))) }
        if let hostOperator {
            sink.emit(hostOperator.event(webPort: web?.port, lanHost: LocalAddresses.lanHosts(forBindAddress: listenAddress).first))
        }
        // The live screen has a few rows for events: the commands are a `help` away.
        // A dedicated host holds no seat: it has nothing to be ready for.
        let play = setup.hostSeat == nil ? "'start' once the players are ready." : "'ready' and 'start' to play."
        sink.show(sink.live == nil ? SessionCommand.helpText : "Type 'help' for the commands, " + play)
        return nil
    }

    private func startForwarders() -> [Task<Void, Never>] {
        let feed = self.feed
        sink.live?.onFaceRoomChange { feed.yield(.faceRoomChanged) }
        let (events, actions, lines, signals) = (lobby.events, lobby.gameActions, io.input, io.signals)
        return [
            Task { for await event in events { feed.yield(.lobby(event)) } },
            Task { for await (player, action) in actions { feed.yield(.remoteAction(player: player, action: action)) } },
            Task { for await line in lines { feed.yield(.line(line)) } },
            Task { for await signal in signals { feed.yield(.signal(signal)) } },
        ]
    }

    private func handle(_ input: HostInput) async {
        switch input {
        case .lobby(let event): await handleLobby(event)
        case .remoteAction(let player, let action):
            await game?.session.receiveAction(payload: action.payload, from: player, sequence: action.sequence)
        case .line(let line): await handleLine(line)
        case .signal(let signal):
            switch signal {
            case .terminate: exitStatus = .success
            case .suspend, .resume: break
            }
        case .game(let round, let item): await handleGame(item, round: round)
        case .autoStartCheck(let generation): await autoStartCheck(generation)
        case .faceRoomChanged: await faceRoomChanged()
        }
    }

    /// Ends the game, tells every client the lobby closes (`leave(hostShutdown)`), withdraws the
    /// listing. A reopened lobby that could not open is not closed: its game is not abandoned, its
    /// members are not told (they go on waiting), and the record keeps it for `--resume`.
    private func close() async {
        let keptForResume = openFailed && resume != nil
        await game?.stop(abandoning: !keptForResume)
        game = nil
        // Closed on purpose: a later host does not reopen this lobby.
        if keptForResume { keeper?.release() } else { keeper?.close() }
        // Every step handed to the record's writer is on disk before the process exits.
        record.store?.flush()
        await advertiser?.withdraw()
        if keptForResume { await lobby.vanish() } else { await lobby.shutDown() }
        await web?.stop()
        sink.show(keptForResume ? "Lobby not reopened; it stays resumable." : "Lobby closed.")
    }

    /// A reopened lobby's failure to open, with what became of it: it can be resumed once the cause is fixed.
    private func resumable(_ failure: ProgramFailure) -> ProgramFailure {
        guard resume != nil, record.store != nil else { return failure }
        var said = failure
        said.message += "\nThe lobby stays in the record: fix this, then `lanhost --resume\(dataDirectoryArgument)` reopens it."
        return said
    }

    /// ` --data-dir DIR` when the record is not in the default place.
    var dataDirectoryArgument: String {
        options.record.dataDirectory.map { " --data-dir \(ShellWords.quoted($0))" } ?? ""
    }

    /// Readies the host's seat (with `--auto-start` or `--bot`) and every bot: after start-up, a
    /// settings change, or the end of a game (which clear ready flags).
    func readyLocalSeats() async {
        for bot in setup.bots { try? await lobby.setLocalPlayerReady(bot.id, true) }
        if setup.hostSeat != nil && (options.autoStart || options.bot) { try? await lobby.setReady(true) }
    }

    /// The browser links (none with `--no-web`): each LAN address, then `HOST.local` when published.
    private func joinURLs() async -> [String] {
        guard let web else { return [] }
        let mDNSHost = await advertiser?.hostName()
        return JoinLinks.urls(port: web.port, hosts: LocalAddresses.lanHosts(forBindAddress: listenAddress), mDNSHost: mDNSHost)
    }

    /// The line that keeps the way in (and the passcode) on the host's screen (SPEC §12).
    static func inviteLine(url: String?, port: Int, passcode: String?, tv: String? = nil) -> String {
        var line = "Join: " + (url ?? "lanjoin --connect THIS-MACHINE:\(port)")
        if let passcode { line += " · passcode \(passcode)" }
        if let tv { line += " · TV: \(tv)" }
        return line
    }

    /// The big screen's page (SPEC §15) beside the join page `joinURL` (which ends in `/`).
    static func tvURL(_ joinURL: String) -> String { joinURL + "tv" }

    /// `tv` (with `--tv`): the big screen's link; a private lobby's TV asks the passcode once.
    private func tvEvent(_ url: String) -> CLIEvent {
        let asks = setup.passcode == nil ? "" : " (it asks the passcode once)"
        return CLIEvent("tv", ["url": .string(url)], text: "Open this on the TV or projector: \(url)\(asks)")
    }

    private func publishedEvent(webURLs: [String]) -> CLIEvent {
        var fields: [String: JSONValue] = [
            "port": .int(port), "address": .string(listenAddress), "lobby": .string(setup.configuration.name),
            "lobbyId": .string(setup.configuration.lobbyID.wireString), "game": .string(current.id.rawValue),
            "gameVersion": .string(current.version.description), "private": .bool(setup.passcode != nil),
            "discovery": .bool(advertiser != nil),
        ]
        if setup.passcodeGenerated, let passcode = setup.passcode { fields["passcode"] = .string(passcode) }
        var text = "Lobby \"\(setup.configuration.name)\" open on port \(port) (\(current.catalogEntry.displayName))."
        if setup.passcodeGenerated, let passcode = setup.passcode { text += " Passcode: \(passcode)" }
        if let web, let first = webURLs.first {
            fields["webPort"] = .int(web.port)
            fields["webURL"] = .string(first)
        }
        return CLIEvent("published", fields, text: text)
    }

    /// Where browsers join: every link, and a QR code of the first in the terminal.
    private func webEvent(port: Int, urls: [String], qrOf first: String) -> CLIEvent {
        var text = "Phones and laptops join in a browser: \(first)"
        if urls.count > 1 { text += "\n  (or " + urls.dropFirst().joined(separator: ", ") + ")" }
        if let code = QRCode(first) { text += "\nOr scan this:\n" + code.terminalText }
        return CLIEvent("web", ["port": .int(port), "urls": .array(urls.map(JSONValue.string))], text: text)
    }
}
