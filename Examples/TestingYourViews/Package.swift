// swift-tools-version:6.0
import PackageDescription

// Views built with LifecycleLab's view layer, and their tests with LifecycleTesting: what a
// package of yours would look like. It depends on the headless part of LifecycleLab only
// (`Headless/`), so it builds without GTK.
let package = Package(
    name: "TestingYourViews",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "LifecycleLabHeadless", path: "../../Headless"),
    ],
    targets: [
        .target(
            name: "ShopViews",
            dependencies: [.product(name: "SwiftUI", package: "LifecycleLabHeadless")]
        ),
        .testTarget(
            name: "ShopViewsTests",
            dependencies: [
                "ShopViews",
                .product(name: "LifecycleTesting", package: "LifecycleLabHeadless"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
