import Connectivity
import Foundation

/// ``LobbyPublishing`` through the system Avahi daemon (``LobbyAdvertiser``).
public final class AvahiLobbyPublisher: LobbyPublishing, @unchecked Sendable {
    // Safety: `advertiser` and `reporter` are only touched with `lock` held (NSLock: Mutex needs macOS 15).
    private let lock = NSLock()
    private var advertiser: LobbyAdvertiser?
    private var reporter: Task<Void, Never>?

    /// Creates a publisher; nothing happens before ``publish(_:report:)``.
    public init() {}

    /// Connects to Avahi and publishes; the lobby is established about a second later (`advertised`).
    public func publish(_ advertisement: LobbyAdvertisement, report: @escaping @Sendable (CLIEvent) -> Void) async
        throws(ProgramFailure)
    {
        let advertiser: LobbyAdvertiser
        do throws(DiscoveryError) {
            advertiser = try LobbyAdvertiser(advertisement)
            try await advertiser.start()
        } catch {
            throw ProgramFailure(error)
        }
        let events = advertiser.events
        let reporter = Task {
            for await event in events { report(Self.event(for: event)) }
        }
        lock.withLock {
            self.advertiser = advertiser
            self.reporter = reporter
        }
    }

    /// Updates the TXT record in place (a failure is reported by the advertiser's events).
    public func update(_ advertisement: LobbyAdvertisement) async {
        let advertiser = lock.withLock { self.advertiser }
        try? await advertiser?.update(advertisement)
    }

    /// The daemon's host name (`kitchen.local`), while published.
    public func hostName() async -> String? {
        let advertiser = lock.withLock { self.advertiser }
        return await advertiser?.hostName()
    }

    /// Withdraws the lobby (other hosts see it go about a second later).
    public func withdraw() async {
        let (advertiser, reporter) = lock.withLock {
            defer { (self.advertiser, self.reporter) = (nil, nil) }
            return (self.advertiser, self.reporter)
        }
        await advertiser?.stop()
        reporter?.cancel()
    }

    private static func event(for event: LobbyAdvertiserEvent) -> CLIEvent {
        switch event {
        case .published(let name):
            CLIEvent("advertised", ["name": .string(name)], text: "Published on the network as \"\(name)\".")
        case .renamed(let from, let to):
            CLIEvent("renamed", ["from": .string(from), "to": .string(to)], text: "\"\(from)\" was taken; published as \"\(to)\".")
        case .interrupted(let error):
            LobbyEventFormat.error("discoveryInterrupted", error.description)
        case .failed(let error):
            LobbyEventFormat.error("discoveryFailed", error.description)
        }
    }
}
