import LifecycleTesting
import SwiftUI
import Testing

// Texts of values and images from URLs, written as SwiftUI code writes them (issue 31, items 3
// and 6).

struct Receipt: View {
    let total: Double
    let key: LocalizedStringKey = "Thanks, \("Ada")"
    var body: some View {
        VStack {
            Text(key)
            Text(total, format: .number.precision(.fractionLength(2)))
            Text(AttributedString("Paid"))
            Text("Sub") + Text("total").bold()
        }
        .safeAreaInset(edge: .bottom) {
            Button("Done") {}
        }
    }
}

struct Cover: View {
    let url: URL?
    var body: some View {
        AsyncImage(url: url) { image in
            image.resizable()
        } placeholder: {
            ProgressView("Loading")
        }
    }
}

@MainActor
@Suite struct TextAndImageSourcesTests {
    @Test func textsOfValuesShowAsFormatted() async {
        let host = await ViewHost(Receipt(total: 12.5))
        #expect(host.shown == ["| Thanks, Ada", "| 12.50", "| Paid", "| Subtotal", "| [Done]"])
    }

    @Test func anAsyncImageShowsItsPlaceholderThenTheImageItLoaded() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cover-\(UUID()).png")
        try Data([0x89, 0x50, 0x4e, 0x47]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let host = await ViewHost(Cover(url: file))
        // The load is the view's task: it runs once the view has appeared.
        for _ in 0..<50 where host.shown == ["| Loading: …"] {
            try await Task.sleep(for: .milliseconds(10))
            await host.settle()
        }
        #expect(host.shown == ["| (image: \(file.lastPathComponent))"])
        // Kept for GTK to read in the process's own directory, which goes when the process does.
        let prefix = "lifecycle-lab-images-\(ProcessInfo.processInfo.processIdentifier)-"
        let temporary = FileManager.default.temporaryDirectory
        let downloads = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path))?.filter { $0.hasPrefix(prefix) } ?? []
        #expect(downloads.count == 1, "\(downloads)")
        let kept = downloads.first.flatMap { try? FileManager.default.contentsOfDirectory(atPath: temporary.appendingPathComponent($0).path) } ?? []
        #expect(kept.contains { $0.hasSuffix(file.lastPathComponent) }, "\(kept)")
    }

    @Test func anAsyncImageWithoutAURLKeepsItsPlaceholder() async {
        let host = await ViewHost(Cover(url: nil))
        #expect(host.shown == ["| Loading: …"])
    }
}
