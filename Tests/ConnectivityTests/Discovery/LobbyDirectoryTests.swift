import GameCore
import Testing

@testable import Connectivity

@Suite("Lobby directory: reference counting per interface and protocol")
struct LobbyDirectoryTests {
    static let games = [GameVersionInfo(id: "crazy-eights", version: SemanticVersion(1, 0, 0))]
    static let id = DiscoveredLobby.ID(name: "Friday", domain: "local")
    static let ipv4 = ServicePath(interface: 2, ipProtocol: 0)
    static let ipv6 = ServicePath(interface: 2, ipProtocol: 1)
    static let otherInterface = ServicePath(interface: 3, ipProtocol: 0)

    static func resolution(players: Int = 1, address: String = "169.254.1.1", port: UInt16 = 7000)
        -> ServiceResolution
    {
        let txt = ["v=\(ProtocolVersion.current)", "game=crazy-eights", "gv=1.0.0", "players=\(players)", "max=4", "private=0", "state=lobby"]
        return ServiceResolution(
            hostName: "h1.local", address: LobbyAddress(host: address, isIPv6: address.contains(":"), interfaceIndex: 2),
            port: port, txt: txt.map { Array($0.utf8) })
    }

    /// The lobby carried by an event of the expected kind, or a recorded issue.
    static func lobby(_ event: LobbyBrowserEvent?, _ kind: String) -> DiscoveredLobby? {
        switch (kind, event) {
        case ("appeared", .appeared(let lobby)?), ("changed", .changed(let lobby)?),
            ("disappeared", .disappeared(let lobby)?):
            return lobby
        default:
            Issue.record("expected \(kind), got \(String(describing: event))")
            return nil
        }
    }

    @Test func appearsWhenFirstResolvedNotWhenFirstSeen() {
        var directory = LobbyDirectory(supportedGames: Self.games)
        let accepted = directory.add(Self.id, on: Self.ipv4)
        #expect(accepted)
        #expect(directory.lobbies.isEmpty)
        let event = directory.resolve(Self.id, on: Self.ipv4, Self.resolution())
        guard let lobby = Self.lobby(event, "appeared") else { return }
        #expect(lobby.name == "Friday")
        #expect(lobby.hostName == "h1.local")
        #expect(lobby.port == 7000)
        #expect(lobby.addresses.map(\.host) == ["169.254.1.1"])
        #expect(lobby.advertisement?.players == 1)
        #expect(lobby.compatibility == .joinable)
        #expect(directory.lobbies == [lobby])
    }

    @Test func disappearsOnlyWhenTheLastPathIsRemoved() {
        var directory = LobbyDirectory(supportedGames: Self.games)
        _ = directory.add(Self.id, on: Self.ipv4)
        _ = directory.add(Self.id, on: Self.otherInterface)
        _ = directory.resolve(Self.id, on: Self.ipv4, Self.resolution())
        let sameAgain = directory.resolve(Self.id, on: Self.otherInterface, Self.resolution())
        #expect(sameAgain == nil)
        let firstRemoval = directory.remove(Self.id, on: Self.ipv4)
        #expect(firstRemoval == nil)
        #expect(directory.lobbies.count == 1)
        let lastRemoval = directory.remove(Self.id, on: Self.otherInterface)
        #expect(Self.lobby(lastRemoval, "disappeared")?.name == "Friday")
        #expect(directory.lobbies.isEmpty)
        let again = directory.remove(Self.id, on: Self.otherInterface)
        #expect(again == nil)
    }

    @Test func addressesAreTheUnionOverPaths() {
        var directory = LobbyDirectory(supportedGames: Self.games)
        _ = directory.add(Self.id, on: Self.ipv4)
        _ = directory.add(Self.id, on: Self.ipv6)
        _ = directory.resolve(Self.id, on: Self.ipv4, Self.resolution())
        let grown = directory.resolve(Self.id, on: Self.ipv6, Self.resolution(address: "fe80::1%lan0"))
        #expect(Self.lobby(grown, "changed")?.addresses.map(\.host) == ["169.254.1.1", "fe80::1%lan0"])
        let shrunk = directory.remove(Self.id, on: Self.ipv6)
        #expect(Self.lobby(shrunk, "changed")?.addresses.map(\.host) == ["169.254.1.1"])
    }

    @Test func txtAndPortChangesAreReported() {
        var directory = LobbyDirectory(supportedGames: Self.games)
        _ = directory.add(Self.id, on: Self.ipv4)
        _ = directory.resolve(Self.id, on: Self.ipv4, Self.resolution(players: 1))
        let more = Self.lobby(directory.resolve(Self.id, on: Self.ipv4, Self.resolution(players: 3)), "changed")
        #expect(more?.advertisement?.players == 3)
        #expect(more?.txt["players"] == "3")
        let moved = directory.resolve(Self.id, on: Self.ipv4, Self.resolution(players: 3, port: 7001))
        #expect(Self.lobby(moved, "changed")?.port == 7001)
        let unchanged = directory.resolve(Self.id, on: Self.ipv4, Self.resolution(players: 3, port: 7001))
        #expect(unchanged == nil)
    }

    @Test func ignoresAnswersForPathsNotSeen() {
        var directory = LobbyDirectory(supportedGames: Self.games)
        let unknown = directory.resolve(Self.id, on: Self.ipv4, Self.resolution())
        #expect(unknown == nil)
        _ = directory.add(Self.id, on: Self.ipv4)
        let otherPath = directory.resolve(Self.id, on: Self.ipv6, Self.resolution())
        #expect(otherPath == nil)
        let otherRemoval = directory.remove(Self.id, on: Self.ipv6)
        #expect(otherRemoval == nil)
        // A lobby that was never resolved disappears silently.
        let silent = directory.remove(Self.id, on: Self.ipv4)
        #expect(silent == nil)
    }

    @Test func boundsTheNumberOfLobbies() {
        var directory = LobbyDirectory(supportedGames: Self.games, capacity: 2)
        let accepted = ["a", "b", "c"].map { directory.add(DiscoveredLobby.ID(name: $0, domain: "local"), on: Self.ipv4) }
        #expect(accepted == [true, true, false])
        let knownOnAnotherPath = directory.add(DiscoveredLobby.ID(name: "a", domain: "local"), on: Self.ipv6)
        #expect(knownOnAnotherPath)
    }

    @Test func removeAllReportsEveryResolvedLobbyGone() {
        var directory = LobbyDirectory(supportedGames: Self.games)
        _ = directory.add(Self.id, on: Self.ipv4)
        _ = directory.add(DiscoveredLobby.ID(name: "Pending", domain: "local"), on: Self.ipv4)
        _ = directory.resolve(Self.id, on: Self.ipv4, Self.resolution())
        let events = directory.removeAll()
        #expect(events.count == 1)
        #expect(Self.lobby(events.first, "disappeared")?.id == Self.id)
        #expect(directory.lobbies.isEmpty)
        let late = directory.resolve(Self.id, on: Self.ipv4, Self.resolution())
        #expect(late == nil)
    }

    @Test func marksLobbiesThisBuildCannotJoin() {
        var directory = LobbyDirectory(supportedGames: Self.games)
        var resolution = Self.resolution()
        resolution.txt[2] = Array("gv=2.1.0".utf8)
        _ = directory.add(Self.id, on: Self.ipv4)
        let lobby = Self.lobby(directory.resolve(Self.id, on: Self.ipv4, resolution), "appeared")
        #expect(lobby?.compatibility
                == .gameVersionMismatch(advertised: SemanticVersion(2, 1, 0), supported: SemanticVersion(1, 0, 0)))
    }
}
