@testable import Connectivity
import Testing

/// The one piece that uses the real clock: it must wake at the earliest deadline, in order.
@Suite("Timer driver")
struct TimerDriverTests {
    actor Harness {
        var driver = TimerDriver<String>()
        var fired: [String] = []

        func schedule(_ name: String, in delay: Duration) {
            driver.schedule(name, at: .now + delay)
            driver.rearm { await self.wake() }
        }

        func cancel(_ name: String) { driver.cancel(name) }

        private func wake() {
            driver.sleeperFinished()
            fired += driver.takeDue(at: .now)
            driver.rearm { await self.wake() }
        }
    }

    @Test func firesDueTimersInOrderAndSkipsCancelledOnes() async {
        let harness = Harness()
        await harness.schedule("late", in: .milliseconds(120))
        await harness.schedule("early", in: .milliseconds(20))
        await harness.schedule("cancelled", in: .milliseconds(60))
        await harness.cancel("cancelled")
        // Generous: the deadline only matters when the driver is broken, and a loaded test run can starve it.
        let done = await eventually(timeout: .seconds(30)) { await harness.fired.count == 2 }
        #expect(done)
        #expect(await harness.fired == ["early", "late"])
    }
}
