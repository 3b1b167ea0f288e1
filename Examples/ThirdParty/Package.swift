// swift-tools-version:6.0
// A game from outside LanParty: its own module, tests and `lanhost`, on LanParty's products.
// Your own package names LanParty by URL instead:
//   .package(url: "https://github.com/lanparty/LanParty.git", from: "1.0.0")
// and its products with `package: "lanparty"`.
import Foundation
import PackageDescription

/// A path dependency is known by its folder's name (whatever the clone is called).
let lanParty = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardized.lastPathComponent.lowercased()

let package = Package(
    name: "HighCardParty",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "HighCardDuel", targets: ["HighCardDuel"]),
        .executable(name: "highcard-lanhost", targets: ["highcard-lanhost"]),
    ],
    dependencies: [
        .package(path: "../.."),
    ],
    targets: [
        .target(
            name: "HighCardDuel",
            dependencies: [.product(name: "GameCore", package: lanParty)],
            resources: [.copy("Web")]
        ),
        .executableTarget(
            name: "highcard-lanhost",
            dependencies: ["HighCardDuel", .product(name: "LanPartyPrograms", package: lanParty)]
        ),
        .testTarget(
            name: "HighCardDuelTests",
            dependencies: [
                "HighCardDuel",
                .product(name: "GameCore", package: lanParty),
                .product(name: "LanPartyTestKit", package: lanParty),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
