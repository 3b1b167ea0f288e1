import Foundation
import LanPartyTestKit

/// Where `Examples/ThirdParty`'s programs are. Scripts/test builds that package into this package's
/// own `.build` (`--scratch-path`: its manifest resolved as a third party's, but LanParty's modules
/// compiled once, not twice — 30 s instead of 5 minutes from a fresh clone); a developer's own
/// `swift build --package-path Examples/ThirdParty` puts them in `Examples/ThirdParty/.build`.
enum ThirdPartyBuild {
    /// The newest built `name` of the two places, or the first place when neither has it.
    static func program(_ name: String) -> URL {
        let root = BuiltProducts.packageRoot
        let places = [".build/debug/", "Examples/ThirdParty/.build/debug/"].map {
            root.appendingPathComponent($0 + name)
        }
        func modified(_ url: URL) -> Date? {
            guard FileManager.default.isExecutableFile(atPath: url.path) else { return nil }
            return (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
        }
        let built = places.compactMap { place in modified(place).map { (place, $0) } }
        return built.max { $0.1 < $1.1 }?.0 ?? places[0]
    }
}
