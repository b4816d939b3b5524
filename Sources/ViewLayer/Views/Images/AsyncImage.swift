import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An image loaded from a URL, shown by phase: a placeholder while it loads, the image once it has.
///
///     AsyncImage(url: cover) { image in
///         image.resizable().scaledToFit()
///     } placeholder: {
///         ProgressView()
///     }
///
/// The load is a task of the view (`.task(id: url)`): it starts when the view appears, is
/// cancelled when it disappears, and starts again for another URL, as SwiftUI's does.
public struct AsyncImage<Content: View>: View {
    @State private var phase: AsyncImagePhase = .empty
    let url: URL?
    let content: (AsyncImagePhase) -> Content

    public init(url: URL?, scale: Double = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.content = content
    }

    public var body: some View {
        content(phase)
            .task(id: url) {
                phase = .empty
                guard let url else { return }
                do {
                    let data: Data
                    if url.isFileURL {
                        data = try Data(contentsOf: url)
                    } else {
                        (data, _) = try await URLSession.shared.data(from: url)
                    }
                    try Task.checkCancellation()
                    phase = .success(try Image(loaded: data, from: url))
                } catch is CancellationError {
                    return
                } catch {
                    phase = .failure(error)
                }
            }
    }
}

extension AsyncImage {
    public init<I: View, P: View>(
        url: URL?, scale: Double = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image {
                content(image)
            } else {
                placeholder()
            }
        }
    }
}

extension AsyncImage where Content == _ConditionalContent<Image, Color> {
    /// The image, or a grey rectangle while it loads or when it failed.
    public init(url: URL?, scale: Double = 1) {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image {
                image
            } else {
                Color.gray.opacity(0.3)
            }
        }
    }
}

/// Where an `AsyncImage` is in loading its image.
public enum AsyncImagePhase: @unchecked Sendable {
    case empty
    case success(Image)
    case failure(any Error)

    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

extension Image {
    /// An image of downloaded data, kept in a file for the renderer to read (GTK loads pictures
    /// from files), in the process's own directory of downloads.
    init(loaded data: Data, from url: URL) throws {
        let name = url.lastPathComponent.isEmpty ? "image" : url.lastPathComponent
        let file = try DownloadedImages.directory().appendingPathComponent("\(abs(url.absoluteString.hashValue))-\(name)")
        // Whole or not at all: the same URL loaded twice at once is written twice.
        try data.write(to: file, options: .atomic)
        self.init(source: .resource(name: name, path: file.path))
    }

    init(source: Source) {
        self.source = source
    }
}

/// Where downloaded images wait for the renderer: a directory of the process's own in the
/// temporary directory, made at the first download and removed when the process exits, so that
/// a long session's images do not outlive it.
enum DownloadedImages {
    private static let made: Result<URL, any Error> = Result {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("lifecycle-lab-images-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)", isDirectory: true)
        // A new directory, never one another process made.
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        atexit { DownloadedImages.removeDirectory() }
        return directory
    }

    static func directory() throws -> URL { try made.get() }

    private static func removeDirectory() {
        if case .success(let directory) = made { try? FileManager.default.removeItem(at: directory) }
    }
}
