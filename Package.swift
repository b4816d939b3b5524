// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "LifecycleLab",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "ViewLayer", targets: ["ViewLayer"]),
        .library(name: "HeadlessBackend", targets: ["HeadlessBackend"]),
        .executable(name: "lifecycle-lab", targets: ["lifecycle-lab"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The SwiftUI-style view layer: no renderer, no GTK.
        .target(
            name: "ViewLayer",
            dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]
        ),
        // An in-memory widget tree behind the same backend protocol as GTK.
        .target(name: "HeadlessBackend", dependencies: ["ViewLayer"]),
        // The seed experiments, written in SwiftUI syntax.
        .target(
            name: "Experiments",
            dependencies: [
                "ViewLayer",
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
            ]
        ),
        // Scripts of actions, running an experiment, and printing its log.
        .target(name: "LabRunner", dependencies: ["ViewLayer", "HeadlessBackend", "Experiments"]),
        .executableTarget(
            name: "lifecycle-lab",
            dependencies: [
                "LabRunner",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "ViewLayerTests", dependencies: ["ViewLayer", "HeadlessBackend"]),
        .testTarget(name: "ExperimentsTests", dependencies: ["LabRunner", "Experiments", "HeadlessBackend"]),
        .testTarget(name: "CommandLineTests", dependencies: ["lifecycle-lab"]),
    ],
    swiftLanguageModes: [.v6]
)
