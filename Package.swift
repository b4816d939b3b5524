// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "LifecycleLab",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "ViewLayer", targets: ["ViewLayer"]),
        // The view layer under SwiftUI's name, for view files written for Apple's SwiftUI.
        .library(name: "SwiftUI", targets: ["SwiftUI", "Combine"]),
        // OpenCombine under Combine's name, with its schedulers; `SwiftUI` re-exports it, as Apple's does.
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "Driving", targets: ["Driving"]),
        .library(name: "HeadlessBackend", targets: ["HeadlessBackend"]),
        .library(name: "LifecycleTesting", targets: ["LifecycleTesting"]),
        .executable(name: "lifecycle-lab", targets: ["lifecycle-lab"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // SwiftUI's macros (`@Entry`, `#Preview`) are macros here too, on swift-syntax 602: a clean
        // debug build of the macro target took 82 s with it, 83 s with 600.0.1 and 120 s with
        // 603.0.1 on two cores (see the README's Benchmarks section for what it costs CI).
        .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"603.0.0"),
    ],
    targets: [
        // The SwiftUI-style view layer: no renderer, no GTK.
        .target(
            name: "ViewLayer",
            dependencies: ["CPrefetch", "CSectionRecords", "ViewLayerMacros", .product(name: "OpenCombine", package: "OpenCombine")]
        ),
        // `import SwiftUI`: the view layer with what Apple's SwiftUI makes visible besides.
        .target(name: "SwiftUI", dependencies: ["ViewLayer", "Combine"]),
        // `import Combine`: OpenCombine and its Foundation and Dispatch schedulers under Combine's name.
        .target(
            name: "Combine",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
            ]
        ),
        // The expansions of the view layer's macros, run by the compiler.
        .macro(
            name: "ViewLayerMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        // A cache hint for the graph's walks over long lists, which Swift does not expose.
        .target(name: "CPrefetch"),
        // The bounds of the section where `#Preview` records its previews, which Swift cannot name.
        .target(name: "CSectionRecords"),
        // Driving a backend as a person would: what is shown, and tap, toggle, type, back, scroll.
        .target(name: "Driving", dependencies: ["ViewLayer"]),
        // An in-memory widget tree behind the same backend protocol as GTK.
        .target(name: "HeadlessBackend", dependencies: ["ViewLayer", "Driving"]),
        // GTK 3 through C interop, with a shim for what Swift cannot import.
        .systemLibrary(name: "CGtk", pkgConfig: "gtk+-3.0", providers: [.apt(["libgtk-3-dev"])]),
        // Real GTK widgets behind the backend protocol, and the GLib loop that runs the main actor.
        .target(name: "GtkBackend", dependencies: ["ViewLayer", "Driving", "CGtk"]),
        // Headless tests of your own views: a host, actions that settle, queries, lifecycle events.
        .target(name: "LifecycleTesting", dependencies: ["ViewLayer", "Driving", "HeadlessBackend"]),
        // The seed experiments, written in SwiftUI syntax.
        .target(
            name: "Experiments",
            dependencies: [
                "ViewLayer",
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
            ]
        ),
        // Scripts of actions, running an experiment, and printing its log.
        .target(name: "LabRunner", dependencies: ["ViewLayer", "Driving", "HeadlessBackend", "Experiments"]),
        // The lifetime timeline: lanes per view identity and per object, from a run's records.
        .target(name: "LifecycleTimeline", dependencies: ["LabRunner", "ViewLayer"]),
        // The lab window and the single-experiment window, with their log panes.
        .target(name: "LabWindow", dependencies: ["LabRunner", "LifecycleTimeline", "GtkBackend", "Driving", "Experiments", "CGtk", "ViewLayer"]),
        // The benchmark: the declarative table against hand-written GTK, and reconciliation costs.
        .target(name: "Benchmarks", dependencies: ["ViewLayer", "HeadlessBackend", "GtkBackend", "CGtk", "Experiments"]),
        .executableTarget(
            name: "lifecycle-lab",
            dependencies: [
                "LabRunner",
                "LabWindow",
                "LifecycleTimeline",
                "Benchmarks",
                "GtkBackend",
                "HeadlessBackend",
                "ViewLayer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Running the built executables and the transcripts several suites check.
        // Live heap bytes from glibc, for the tests that bound memory growth.
        .target(name: "HeapProbe", path: "Tests/HeapProbe"),
        .target(name: "TestSupport", dependencies: ["LabRunner", "Experiments", "HeadlessBackend", "Driving", "ViewLayer"], path: "Tests/TestSupport"),
        .testTarget(name: "LifecycleTestingTests", dependencies: ["LifecycleTesting", "Driving", "ViewLayer"]),
        .testTarget(name: "SwiftUIModuleTests", dependencies: ["SwiftUI", "LifecycleTesting"]),
        .testTarget(
            name: "ViewLayerMacrosTests",
            dependencies: [
                "ViewLayerMacros",
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "ViewLayerTests", dependencies: ["ViewLayer", "Driving", "HeadlessBackend", "LifecycleTesting", "Experiments"]),
        .testTarget(name: "ExperimentsTests", dependencies: ["LabRunner", "LifecycleTimeline", "Experiments", "HeadlessBackend", "Driving", "TestSupport"]),
        .testTarget(name: "CommandLineTests", dependencies: ["lifecycle-lab", "TestSupport", "Experiments"], exclude: ["LogBaseline"]),
        // Scenarios that need GTK on the real main thread, which `swift test` does not run on.
        // What each of those scenarios reports, as the checks encode it and GtkTests decodes it.
        .target(name: "GtkScenarioFacts", path: "Tests/GtkScenarioFacts"),
        .executableTarget(name: "GtkRendererChecks", dependencies: ["GtkBackend", "HeadlessBackend", "Driving", "ViewLayer", "Combine", "CGtk", "LabRunner", "LabWindow", "Experiments", "HeapProbe", "GtkScenarioFacts"], path: "Tests/GtkRendererChecks"),
        .testTarget(name: "BenchmarkTests", dependencies: ["Benchmarks", "HeadlessBackend", "ViewLayer", "TestSupport", "lifecycle-lab"]),
        .testTarget(name: "GtkTests", dependencies: ["GtkRendererChecks", "GtkScenarioFacts", "lifecycle-lab", "TestSupport", "Experiments"]),
    ],
    swiftLanguageModes: [.v6]
)
