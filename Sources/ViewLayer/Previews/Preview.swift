import CSectionRecords

/// A preview a file declares with `#Preview`: its name, where it is written, and the view it
/// shows, made on demand.
///
/// Every `#Preview` in the executable is listed by ``all``, so a test can mount each one:
///
///     for preview in Preview.all where preview.fileID.hasSuffix("/NoteList.swift") {
///         let host = await ViewHost(preview.makeView())
///         #expect(host.texts.contains("Groceries"))
///     }
///
/// On Linux there is no canvas: what a preview is for beyond tests is the lab's business.
public struct Preview {
    /// The name written in `#Preview("Name")`, or nil.
    public let name: String?
    /// `Module/File.swift`, as `#fileID` writes it.
    public let fileID: String
    public let line: Int
    public let traits: [PreviewTrait<ViewTraits>]
    let makeBody: @MainActor () -> any View

    /// What `#Preview` expands to; write `#Preview` rather than this.
    public init(
        _ name: String?, traits: [PreviewTrait<ViewTraits>] = [], fileID: String, line: Int,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.name = name
        self.traits = traits
        self.fileID = fileID
        self.line = line
        self.makeBody = body
    }

    /// The name a preview list shows: the written name, or the file's name and line.
    public var displayName: String {
        name ?? "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
    }

    /// The preview's view, made anew at each call, as the canvas makes it for each refresh.
    @MainActor
    public func makeView() -> AnyView {
        AnyView(makeBody())
    }

    /// The traits a view preview can have; none changes anything on Linux.
    public enum ViewTraits {}
}

extension Preview {
    /// Every `#Preview` in this executable, in the order of their files' IDs and lines.
    public static var all: [Preview] {
        guard let start = lab_preview_records_start() else { return [] }
        let stride = MemoryLayout<PreviewRecord>.stride
        var previews: [Preview] = []
        for offset in Swift.stride(from: 0, to: lab_preview_records_size() - stride + 1, by: stride) {
            let record = start.load(fromByteOffset: offset, as: PreviewRecord.self)
            // The linker may pad between files' records with zeros: no record has version 0.
            guard record.version == previewRecordVersion else { continue }
            withUnsafeTemporaryAllocation(of: Preview.self, capacity: 1) { buffer in
                guard let slot = buffer.baseAddress else { return }
                record.store(slot)
                previews.append(slot.move())
            }
        }
        return previews.sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
    }

    /// Stores `preview` in the slot a record's accessor is given; part of what `#Preview` expands
    /// to.
    public static func __store(_ preview: Preview, in slot: UnsafeMutableRawPointer) {
        slot.initializeMemory(as: Preview.self, to: preview)
    }
}

/// What `#Preview` places in the `lifecycle_previews` section: a function that makes the preview,
/// and the layout's version. Constant data the linker gathers from every file, so the previews can
/// be listed with nothing registering them at run time, which Swift has no way to do.
public typealias PreviewRecord = (store: @convention(c) (UnsafeMutableRawPointer) -> Void, version: UInt)

/// The version of `PreviewRecord`'s layout this build reads; `#Preview` writes it as a literal,
/// since a section's data must be constant.
private let previewRecordVersion: UInt = 1
