import Foundation
import Synchronization

/// The images and colours of an app's asset catalogs (`Assets.xcassets`), as Apple's
/// `Image("turtlerock")` and `Color("bubblegum")` find them, read from the catalog's folders:
/// an `.imageset`'s file and a `.colorset`'s `Contents.json`.
///
/// Xcode compiles a catalog into the app; on Linux, a package copies it as a resource
/// (`resources: [.copy("Assets.xcassets")]`) into its target's resource bundle,
/// `<Package>_<Target>.resources` beside the executable. The main bundle's lookup includes those
/// bundles, so that code which names an asset without a bundle finds it unchanged.
enum AssetCatalog {
    /// The file of the image named `name`, if a catalog in `bundle` has one.
    static func imagePath(named name: String, in bundle: Bundle) -> String? {
        index(of: bundle).images[name]
    }

    /// The colour named `name` in its universal appearance, if a catalog in `bundle` has one.
    static func color(named name: String, in bundle: Bundle) -> Paint? {
        index(of: bundle).colors[name]
    }

    /// The directories whose catalogs `bundle` offers: its resources, and for the main bundle the
    /// package's resource bundles beside the executable.
    static func searchedDirectories(of bundle: Bundle) -> [URL] {
        guard let resources = bundle.resourceURL else { return [] }
        var directories = [resources]
        if bundle == .main {
            let beside = (try? FileManager.default.contentsOfDirectory(at: resources, includingPropertiesForKeys: nil)) ?? []
            directories += beside.filter { $0.pathExtension == "resources" || $0.pathExtension == "bundle" }.sorted { $0.path < $1.path }
        }
        return directories
    }

    struct Index: Sendable {
        var images: [String: String] = [:]
        var colors: [String: Paint] = [:]
    }

    private static let indexes = Mutex<[String: Index]>([:])

    /// The catalogs of `bundle`, read once: a body names its assets anew at every update.
    private static func index(of bundle: Bundle) -> Index {
        let key = bundle.bundlePath
        if let index = indexes.withLock({ $0[key] }) { return index }
        var index = Index()
        for directory in searchedDirectories(of: bundle) {
            for catalog in catalogs(in: directory) { read(catalog, into: &index) }
        }
        indexes.withLock { $0[key] = index }
        return index
    }

    /// The `.xcassets` folders in `directory` and one level of folders below it.
    private static func catalogs(in directory: URL) -> [URL] {
        let entries = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        let direct = entries.filter { $0.pathExtension == "xcassets" }
        let nested = entries.filter { $0.pathExtension != "xcassets" && $0.hasDirectoryPath }.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []).filter { $0.pathExtension == "xcassets" }
        }
        return (direct + nested).sorted { $0.path < $1.path }
    }

    /// Adds a catalog's image and colour sets, in its group folders too; the first of a name wins.
    private static func read(_ folder: URL, into index: inout Index) {
        let entries = ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []).sorted { $0.path < $1.path }
        for entry in entries {
            let name = entry.deletingPathExtension().lastPathComponent
            switch entry.pathExtension {
            case "imageset":
                if index.images[name] == nil, let file = imageFile(in: entry) { index.images[name] = file }
            case "colorset":
                if index.colors[name] == nil, let paint = color(in: entry) { index.colors[name] = paint }
            case "" where entry.hasDirectoryPath:
                read(entry, into: &index)
            default:
                break
            }
        }
    }

    private struct Contents: Decodable {
        struct Image: Decodable {
            var filename: String?
            var scale: String?
            var appearances: [Appearance]?
        }

        struct Color: Decodable {
            var color: Value?
            var appearances: [Appearance]?
        }

        struct Appearance: Decodable {}

        struct Value: Decodable {
            var components: [String: String]?
        }

        var images: [Image]?
        var colors: [Color]?
    }

    /// An image set's file: its universal one at 1×, as GTK draws a file at its own size in
    /// points, or else the first it names.
    private static func imageFile(in set: URL) -> String? {
        guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
              let images = try? JSONDecoder().decode(Contents.self, from: data).images else { return nil }
        let universal = images.filter { $0.filename != nil && $0.appearances == nil }
        let chosen = universal.first { $0.scale == "1x" || $0.scale == nil } ?? universal.first
        return chosen?.filename.map { set.appendingPathComponent($0).path }
    }

    /// A colour set's colour in the universal appearance, its components as Xcode writes them:
    /// fractions ("0.988"), 8-bit integers ("252") or hexadecimal ("0xFC").
    private static func color(in set: URL) -> Paint? {
        guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
              let colors = try? JSONDecoder().decode(Contents.self, from: data).colors,
              let components = colors.first(where: { $0.appearances == nil })?.color?.components else { return nil }
        let values = ["red", "green", "blue", "alpha"].map { components[$0] }
        let isEightBit = values.contains { $0.map { !$0.contains(".") && !$0.hasPrefix("0x") && (Int($0) ?? 0) > 1 } ?? false }
        func component(_ text: String?) -> Double? {
            guard let text = text?.trimmingCharacters(in: .whitespaces) else { return nil }
            if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            guard let value = Double(text) else { return nil }
            return isEightBit && !text.contains(".") ? value / 255 : value
        }
        guard let red = component(values[0]), let green = component(values[1]), let blue = component(values[2]) else { return nil }
        return ViewLayer.Color(red: red, green: green, blue: blue, opacity: component(values[3]) ?? 1).paint
    }
}
