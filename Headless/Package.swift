// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

// The view layer, driving, the headless renderer and LifecycleTesting, without GTK: for packages that
// test their views headless. Its sources are the root package's (`Sources/` here links to them);
// a package that depends on the root instead gets GTK's pkg-config warnings on every build,
// however little of it it uses (swift-package-manager#10549). Keep the targets as the root
// manifest has them.
let package = Package(
    name: "LifecycleLabHeadless",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "ViewLayer", targets: ["ViewLayer"]),
        .library(name: "SwiftUI", targets: ["SwiftUI", "Combine"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "Driving", targets: ["Driving"]),
        .library(name: "HeadlessBackend", targets: ["HeadlessBackend"]),
        .library(name: "LifecycleTesting", targets: ["LifecycleTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
        // swift-syntax 602 builds fastest of the mirror's versions (see the root manifest).
        .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"603.0.0"),
    ],
    targets: [
        .target(name: "ViewLayer", dependencies: ["CPrefetch", "CSectionRecords", "ViewLayerMacros", .product(name: "OpenCombine", package: "OpenCombine")]),
        .macro(
            name: "ViewLayerMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .target(name: "SwiftUI", dependencies: ["ViewLayer", "Combine"]),
        .target(
            name: "Combine",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
            ]
        ),
        .target(name: "CPrefetch"),
        .target(name: "CSectionRecords"),
        .target(name: "Driving", dependencies: ["ViewLayer"]),
        .target(name: "HeadlessBackend", dependencies: ["ViewLayer", "Driving"]),
        .target(name: "LifecycleTesting", dependencies: ["ViewLayer", "Driving", "HeadlessBackend"]),
    ],
    swiftLanguageModes: [.v6]
)
