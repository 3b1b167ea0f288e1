import Foundation
import GameCore

/// One state's secrets, asked of the author once per owner.
struct SecretTable<Module: GameModule> {
    let owners: [SecretOwner]
    private let secrets: [(owner: SecretOwner, secrets: [Secret])]

    init(state: Module.State, owners players: [PlayerID], rules: HiddenInformation<Module>) {
        var owners = players.map(SecretOwner.player)
        owners.append(.host)
        self.owners = owners
        self.secrets = owners.map { ($0, rules.secrets(state, $0)) }
    }

    /// Leaks in one step's outputs (see ``HiddenInformationAudit/leaks(in:host:owners:rules:patcher:)``).
    func leaks(
        in outputs: [GameHostOutput], host: GameHostCore<Module>, patcher: inout GameViewPatcher
    ) -> [HiddenInformationLeak] {
        var leaks: [HiddenInformationLeak] = []
        for output in outputs {
            guard let viewer = host.viewer(for: output.recipient) else { continue }
            switch output {
            case .state(let message):
                leaks += self.leaks(in: message.payload, for: viewer, kind: .secretInView)
                let sent = patcher.prepare(message)
                if sent.patch != nil { leaks += self.leaks(in: sent.payload, for: viewer, kind: .secretInPatch) }
            case .gameOver(let message):
                leaks += self.leaks(in: message.payload, for: viewer, kind: .secretInGameOver)
            case .actionRejected:
                continue
            }
        }
        return leaks
    }

    /// How many secrets `viewer` may know are in `payload` (its own, as it should see them).
    func sightings(in payload: some Collection<UInt8>, for viewer: Viewer) -> Int {
        let bytes = Array(payload)
        var count = 0
        for (owner, secrets) in secrets where owner.isVisible(to: viewer) {
            count += secrets.count(where: { $0.firstOffset(in: bytes) != nil })
        }
        return count
    }

    /// Leaks in plain text sent to `viewer` (a refusal's words, an event line, a rendered face):
    /// a secret encoded as a JSON string is searched for without its quotes.
    func textLeaks(in text: String, for viewer: Viewer?, kind: HiddenInformationLeak.Kind) -> [HiddenInformationLeak] {
        let bytes = Array(text.utf8)
        var leaks: [HiddenInformationLeak] = []
        for (owner, secrets) in secrets where viewer.map({ !owner.isVisible(to: $0) }) ?? true {
            for secret in secrets {
                var needle = secret.bytes
                if needle.count > 2, needle.first == UInt8(ascii: "\""), needle.last == UInt8(ascii: "\"") {
                    needle = Array(needle.dropFirst().dropLast())
                }
                guard let offset = Secret.bytes(needle, label: secret.label).firstOffset(in: bytes) else { continue }
                leaks.append(HiddenInformationLeak(
                    kind: kind, viewer: viewer ?? .spectator, owner: owner, secret: secret.label, offset: offset,
                    excerpt: HiddenInformationLeak.excerpt(of: bytes, around: offset)))
            }
        }
        return leaks
    }

    func leaks(in payload: some Collection<UInt8>, for viewer: Viewer, kind: HiddenInformationLeak.Kind)
        -> [HiddenInformationLeak]
    {
        let bytes = Array(payload)
        var leaks: [HiddenInformationLeak] = []
        for (owner, secrets) in secrets where !owner.isVisible(to: viewer) {
            for secret in secrets {
                guard let offset = secret.firstOffset(in: bytes) else { continue }
                leaks.append(HiddenInformationLeak(
                    kind: kind, viewer: viewer, owner: owner, secret: secret.label, offset: offset,
                    excerpt: HiddenInformationLeak.excerpt(of: bytes, around: offset)))
            }
        }
        return leaks
    }
}
