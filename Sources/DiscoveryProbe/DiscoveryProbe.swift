import Connectivity
import Foundation
import GameCore
import LanPartyTestKit

/// Test helper: publishes or browses lobbies with the Discovery API and prints JSON lines
/// (``DiscoveryProbeEvent``). Integration tests run it on simulated hosts.
@main
enum DiscoveryProbe {
    static func main() async {
        let command: ProbeCommand
        do {
            command = try ProbeCommand(Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(2)
        }
        switch command {
        case .publish(let lobby): exit(await publish(lobby))
        case .browse(let games): exit(await browse(games))
        }
    }

    private static func publish(_ initial: LobbyAdvertisement) async -> Int32 {
        let advertiser: LobbyAdvertiser
        do {
            advertiser = try LobbyAdvertiser(initial)
            try await advertiser.start()
        } catch {
            return failed(error)
        }
        ProbeOutput.emit(DiscoveryProbeEvent("started", name: initial.lobbyName))
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await event in advertiser.events { ProbeOutput.emit(probeEvent(event)) }
            }
            var lobby = initial
            for await line in StandardInput.lines() {
                let words = line.split(separator: " ").map(String.init)
                guard let verb = words.first else { continue }
                if verb == "stop" { break }
                guard verb == "update" else { continue }
                do {
                    for pair in words.dropFirst() {
                        let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                        try ProbeCommand.apply(key: parts[0], value: parts.count > 1 ? parts[1] : "", to: &lobby)
                    }
                    try await advertiser.update(lobby)
                    ProbeOutput.emit(DiscoveryProbeEvent("updated", name: lobby.lobbyName))
                } catch let error as DiscoveryError {
                    ProbeOutput.emit(DiscoveryProbeEvent("error", error: error))
                } catch {
                    FileHandle.standardError.write(Data("\(error)\n".utf8))
                }
            }
            ProbeOutput.emit(DiscoveryProbeEvent("stopping"))
            await advertiser.stop()
        }
        ProbeOutput.emit(DiscoveryProbeEvent("stopped"))
        return 0
    }

    private static func browse(_ games: [GameVersionInfo]) async -> Int32 {
        let browser: LobbyBrowser
        do {
            browser = try LobbyBrowser(supportedGames: games)
            try await browser.start()
        } catch {
            return failed(error)
        }
        ProbeOutput.emit(DiscoveryProbeEvent("started"))
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await event in browser.events { ProbeOutput.emit(probeEvent(event)) }
            }
            for await line in StandardInput.lines() where line == "stop" { break }
            await browser.stop()
        }
        ProbeOutput.emit(DiscoveryProbeEvent("stopped"))
        return 0
    }

    private static func failed(_ error: DiscoveryError) -> Int32 {
        ProbeOutput.emit(DiscoveryProbeEvent("error", error: error))
        switch error.code {
        case .daemonNotRunning, .systemBusUnavailable: return 6
        case .daemonDisconnected, .invalidAdvertisement, .avahiFailure, .tooManyNameCollisions, .invalidLifecycle:
            return 1
        }
    }

    private static func probeEvent(_ event: LobbyAdvertiserEvent) -> DiscoveryProbeEvent {
        switch event {
        case .published(let name): DiscoveryProbeEvent("published", name: name)
        case .renamed(let from, let to): DiscoveryProbeEvent("renamed", from: from, to: to)
        case .interrupted(let error): DiscoveryProbeEvent("interrupted", error: error)
        case .failed(let error): DiscoveryProbeEvent("failed", error: error)
        }
    }

    private static func probeEvent(_ event: LobbyBrowserEvent) -> DiscoveryProbeEvent {
        switch event {
        case .appeared(let lobby): DiscoveryProbeEvent("appeared", lobby: lobby)
        case .changed(let lobby): DiscoveryProbeEvent("changed", lobby: lobby)
        case .disappeared(let lobby): DiscoveryProbeEvent("disappeared", lobby: lobby)
        case .allForNow: DiscoveryProbeEvent("allForNow")
        case .interrupted(let error): DiscoveryProbeEvent("interrupted", error: error)
        case .failed(let error): DiscoveryProbeEvent("failed", error: error)
        }
    }
}
