import Connectivity
import NIOCore
import Foundation
import GameCore
import WebPlay

/// `lanhost` as a testable program: checks the options against the game, opens the lobby and runs
/// it (``HostRuntime``) until `quit`, a signal, or the end of the game with `--once`.
public struct HostProgram: Sendable {
    let options: HostOptions
    let io: ProgramIO
    let registry: GameRegistry
    let listenAddress: String
    let advertiser: (any LobbyPublishing)?
    let metricsExport: PrometheusExport?

    /// Prepares a program; `listenAddress` is where the lobby binds (all interfaces by default), and
    /// `advertiser` publishes it (Avahi by default; `nil` or `--no-discovery` publish nothing).
    /// `metricsExport` answers `/metrics` (`lanhost` passes ``PrometheusExport/shared``; without
    /// one `/metrics` is 404).
    public init(
        options: HostOptions, io: ProgramIO, registry: GameRegistry = GameCatalog.standardRegistry(),
        listenAddress: String = "0.0.0.0", advertiser: (any LobbyPublishing)? = AvahiLobbyPublisher(),
        metricsExport: PrometheusExport? = nil
    ) {
        self.metricsExport = metricsExport
        self.options = options
        self.io = io
        self.registry = registry
        self.listenAddress = listenAddress
        self.advertiser = advertiser
    }

    /// Runs until the session ends and returns the exit status.
    public func run() async -> ExitStatus {
        if options.record.readsRecordOnly { return RecordTools(options: options, io: io, registry: registry).run() }
        do throws(ProgramFailure) {
            let setup = try HostSetup.make(options: options, registry: registry, environment: io.environment)
            let record = HostRecord.openForHosting(options.record, environment: io.environment, sink: io.sink)
            let resume = try HostResume.find(options, offered: setup.offered, record: record)
            // `--resume` alone reopens the lobby as it was started; what is given now wins.
            guard let resume, resume.isExplicit, let kept = resume.stored.options else {
                return try await host(setup, record: record, resume: resume)
            }
            let options = try KeptHostOptions.decode(kept).reopening(under: options)
            let program = HostProgram(
                options: options, io: io, registry: registry, listenAddress: listenAddress, advertiser: advertiser,
                metricsExport: metricsExport)
            return try await program.host(
                try HostSetup.make(options: options, registry: registry, environment: io.environment), record: record,
                resume: resume)
        } catch {
            report(error)
            return error.status
        }
    }

    /// Opens the lobby (a new one, or `resume`'s) and runs it until the session ends.
    private func host(_ setup: HostSetup, record: HostRecord, resume: HostResume?) async throws(ProgramFailure) -> ExitStatus {
        let listenAddress = options.bind ?? self.listenAddress
        var setup = setup
        if let resume {
            try Self.checkPasscode(setup, resuming: resume.snapshot)
            setup = setup.resuming(resume.snapshot)
            let kept = resume.isExplicit ? KeptHostOptions(options).arguments : []
            io.sink.emit(CLIEvent(
                "resuming",
                ["lobbyId": .string(resume.snapshot.lobbyID.uuidString.lowercased()),
                 "gameId": resume.game.map { .int(Int($0.id)) } ?? .null, "port": .int(resume.stored.port),
                 "options": .array(kept.map(JSONValue.string))],
                text: resume.announcement() + (kept.isEmpty ? "" : " Options it was started with: " + kept.joined(separator: " ") + ".")))
        }
        let lobby = try makeLobby(setup, restoring: resume?.snapshot)
        if resume != nil { await lobby.holdRestoredSeats() }
        // A reopened lobby listens where its players are reconnecting to.
        let listenPort = resume.map { options.port == 0 ? $0.stored.port : options.port } ?? options.port
        let port: Int
        do {
            port = try await lobby.listen(host: listenAddress, port: listenPort)
        } catch {
            await lobby.shutDown()
            throw listenFailure(error, address: listenAddress, port: listenPort, resuming: resume != nil)
        }
        let web: WebPlayServer?
        let site = makeSite(lobby: lobby, tcpPort: port, record: record)
        let hostOperator: HostOperator
        do throws(ProgramFailure) {
            web = try await startWeb(site: site, listenAddress: listenAddress, resumedWebPort: resume?.stored.webPort)
            do throws(ProgramFailure) {
                hostOperator = try await HostOperator.start(site: site, options: options, hostToken: site.monitor?.hostToken ?? "")
            } catch {
                await web?.stop()
                throw error
            }
        } catch {
            await lobby.shutDown()
            throw error
        }
        // `--bind 127.0.0.1` is a session for this machine alone: nothing to publish.
        let publishes = !options.noDiscovery && !(options.bind.map(BindAddress.isLoopback) ?? false)
        let runtime = HostRuntime(
            options: options, io: io, setup: setup, lobby: lobby, port: port, listenAddress: listenAddress,
            advertiser: publishes ? advertiser : nil, web: web, record: record, resume: resume, hostOperator: hostOperator)
        let status = await runtime.run()
        await hostOperator.listener?.stop()
        return status
    }

    /// Why the lobby cannot listen, and (reopening one) that it stays resumable.
    private func listenFailure(_ error: any Error, address: String, port: Int, resuming: Bool) -> ProgramFailure {
        let what = "Cannot listen on \(address):\(port): \(Self.reason(error))."
        if options.bind != nil {
            return ProgramFailure(.usage, what + " Is \(address) an address of this machine (see `ip address`)?")
        }
        guard resuming else { return ProgramFailure(.internalError, what) }
        let dataDirectory = options.record.dataDirectory.map { " --data-dir \(ShellWords.quoted($0))" } ?? ""
        return ProgramFailure(
            .usage,
            what + (port == 0 ? "" : " Is another program (or another lanhost) using port \(port)?")
                + " The lobby stays in the record: free the port and run `lanhost --resume\(dataDirectory)` again, "
                + "or give another --port (its players then need the new address).")
    }

    /// A socket error in words (NIO's own text names the system call and the errno).
    static func reason(_ error: any Error) -> String {
        guard let error = error as? IOError else { return "\(error)" }
        switch error.errnoCode {
        case EADDRINUSE: return "the port is in use"
        case EADDRNOTAVAIL: return "not an address of this machine"
        case EACCES: return "permission denied (ports below 1024 need root)"
        default: return String(cString: strerror(error.errnoCode))
        }
    }

    /// Serves the browser page beside the lobby (unless `--no-web`): on `--web-port`, else (a
    /// reopened lobby) where it served before, else on the TCP port + 1, else (taken) on any free port.
    private func startWeb(
        site: WebPlaySite, listenAddress: String, resumedWebPort: Int?
    ) async throws(ProgramFailure) -> WebPlayServer? {
        guard !options.noWeb else { return nil }
        let tcpPort = site.tcpPort ?? 0
        // A reopened lobby serves its page where the players' pages are reconnecting to.
        let candidates = options.webPort.map { [$0] } ?? resumedWebPort.map { [$0, 0] }
            ?? (tcpPort < 65535 ? [tcpPort + 1, 0] : [0])
        var lastError: (any Error)?
        for candidate in candidates {
            do {
                return try await WebPlayServer.start(
                    site: site, host: listenAddress, port: candidate, group: site.transport.eventLoopGroup)
            } catch {
                lastError = error
            }
        }
        throw ProgramFailure(
            .usage,
            "Cannot serve the browser page on \(listenAddress):\(candidates[0]): \(lastError.map { "\($0)" } ?? "unknown error"). "
                + "Choose another --web-port, or --no-web.")
    }

    /// What the page server (and the `--metrics-port` listener) serve, the operator's side included.
    private func makeSite(lobby: LobbyHost, tcpPort: Int, record: HostRecord) -> WebPlaySite {
        var site = WebPlaySite(
            // The lobby's own limits, event loops and connection admission.
            lobby: lobby, transport: lobby.transportConfiguration, games: registry.allDescriptors, tcpPort: tcpPort)
        site.record = record.store.map(RecordWebFacts.provider)
        site.replay = record.store.map { RecordReplayFacts.provider($0, registry: registry) }
        site.monitor = HostOperator.monitor(
            lobby: lobby, export: metricsExport, options: options, hostToken: OperatorAccess.makeHostToken())
        return site
    }

    private func makeLobby(_ setup: HostSetup, restoring snapshot: LobbySnapshot?) throws(ProgramFailure) -> LobbyHost {
        do {
            return try LobbyHost(configuration: setup.configuration, passcode: setup.passcode, restoring: snapshot)
        } catch {
            throw ProgramFailure(.usage, "The passcode cannot be used: \(error)")
        }
    }

    /// A reopened private lobby needs its passcode again (the record keeps none); a public one takes none.
    private static func checkPasscode(_ setup: HostSetup, resuming snapshot: LobbySnapshot) throws(ProgramFailure) {
        if snapshot.isPrivate && (setup.passcode == nil || setup.passcodeGenerated) {
            throw ProgramFailure(
                .usage, "The lobby \"\(snapshot.name)\" was private: give its passcode again with --passcode CODE (the record keeps no passcode).")
        }
        if !snapshot.isPrivate && setup.passcode != nil {
            throw ProgramFailure(.usage, "The lobby \"\(snapshot.name)\" was public: resume it without --passcode or --private.")
        }
    }

    private func report(_ failure: ProgramFailure) {
        io.sink.report(failure, code: failure.status == .usage ? "usage" : "setup", program: "lanhost")
    }
}
