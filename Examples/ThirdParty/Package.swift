// swift-tools-version:6.0
// Games from outside LanParty: their own modules, tests and `lanhost`s, on LanParty's products.
import Foundation
import PackageDescription

/// LanParty, by path (this repository). Products are named by the dependency's identity: for a
/// path, the folder's name lower-cased, whatever the clone is called ("lanparty" for a clone named
/// LanParty), so it is computed here.
let lanPartyPath = "../.."
let lanParty = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent(lanPartyPath).standardized.lastPathComponent.lowercased()
let lanPartyDependency: Package.Dependency = .package(path: lanPartyPath)
// Your package names LanParty by URL instead; the identity is then the URL's last part, lower-cased:
//     let lanParty = "lanparty"
//     let lanPartyDependency: Package.Dependency =
//         .package(url: "https://github.com/lanparty/LanParty.git", from: "1.0.0")

let package = Package(
    name: "HighCardParty",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "HighCardDuel", targets: ["HighCardDuel"]),
        .library(name: "LiarsDice", targets: ["LiarsDice"]),
        .executable(name: "highcard-lanhost", targets: ["highcard-lanhost"]),
        .executable(name: "liars-lanhost", targets: ["liars-lanhost"]),
    ],
    dependencies: [lanPartyDependency],
    targets: [
        // The modules and their tests need GameCore and GameTestKit only: no server stack.
        .target(
            name: "HighCardDuel",
            dependencies: [.product(name: "GameCore", package: lanParty)],
            resources: [.copy("Web")]
        ),
        .testTarget(
            name: "HighCardDuelTests",
            dependencies: [
                "HighCardDuel",
                .product(name: "GameCore", package: lanParty),
                .product(name: "GameTestKit", package: lanParty),
            ]
        ),
        .target(
            name: "LiarsDice",
            dependencies: [.product(name: "GameCore", package: lanParty)],
            resources: [.copy("Web")]
        ),
        .testTarget(
            name: "LiarsDiceTests",
            dependencies: [
                "LiarsDice",
                .product(name: "GameCore", package: lanParty),
                .product(name: "GameTestKit", package: lanParty),
            ]
        ),
        // The `lanhost`s bring the whole product (network, web page, record): built when asked for.
        .executableTarget(
            name: "highcard-lanhost",
            dependencies: ["HighCardDuel", .product(name: "LanPartyPrograms", package: lanParty)]
        ),
        .executableTarget(
            name: "liars-lanhost",
            dependencies: ["LiarsDice", .product(name: "LanPartyPrograms", package: lanParty)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
