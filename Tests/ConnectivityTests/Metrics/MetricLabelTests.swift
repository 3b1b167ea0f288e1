import Foundation
import Testing

@testable import Connectivity

/// Metric labels come from closed sets (Docs/Metrics.md): whatever a peer sends, no new series.
@Suite("metric labels and the host page's incidents")
struct MetricLabelTests {
    @Test("a refusal's reason is its wire value; a reason this build does not know is 'other'")
    func reasons() {
        #expect(MetricLabels.reason(.duplicatePlayer) == "duplicatePlayer")
        #expect(MetricLabels.reason(.lobbyFull) == "lobbyFull")
        #expect(MetricLabels.reason(.unknown("anything a newer peer says")) == "other")
    }

    @Test("a seal failure's code is SealError.code, with a newer host's refusal folded")
    func sealCodes() {
        #expect(MetricLabels.sealCode(.timedOut) == "timedOut")
        #expect(MetricLabels.sealCode(.noise(.decryptionFailed)) == "noise.decryptionFailed")
        #expect(MetricLabels.sealCode(.refused(SealRefusal(reason: .wrongPasscode, message: ""))) == "refused.wrongPasscode")
        for byte in UInt8(3)...UInt8(255) {
            #expect(MetricLabels.sealCode(.refused(SealRefusal(reason: .unknown(byte), message: ""))) == "refused.other")
        }
    }

    @Test("member states map to connected, background, away, other")
    func states() {
        #expect(MetricLabels.state(.connected) == "connected")
        #expect(MetricLabels.state(.background) == "background")
        #expect(MetricLabels.state(.disconnected) == "away")
        #expect(MetricLabels.state(.unknown("sleeping")) == "other")
    }

    @Test("the host page keeps the newest 20 incidents, newest first, with their age")
    func incidents() {
        var incidents = LobbyHostIncidents()
        let start = ContinuousClock.now
        for index in 0..<25 {
            incidents.add(
                LobbyHostOverview.Incident(secondsAgo: 0, code: "c\(index)", message: nil, address: nil, name: nil),
                at: start + .seconds(index))
        }
        let list = incidents.list(at: start + .seconds(30))
        #expect(list.count == LobbyHostIncidents.capacity)
        #expect(list.first?.code == "c24")
        #expect(list.last?.code == "c5")
        #expect(list.first.map { abs($0.secondsAgo - 6) < 0.001 } == true)
    }
}
