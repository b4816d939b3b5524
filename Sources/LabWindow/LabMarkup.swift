import Foundation

/// Turns the experiments' small Markdown texts into Pango markup for a GtkLabel: a heading,
/// paragraphs, `**bold**` and `` `code` ``.
enum LabMarkup {
    static func pango(fromMarkdown markdown: String) -> String {
        var paragraphs: [String] = []
        var current: [String] = []
        func flush() {
            if !current.isEmpty { paragraphs.append(inline(current.joined(separator: " "))) }
            current = []
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                flush()
            } else if trimmed.hasPrefix("- ") {
                // A list item: a line of its own.
                flush()
                paragraphs.append("  •  " + inline(String(trimmed.dropFirst(2))))
            } else if trimmed.hasPrefix("# ") {
                flush()
                paragraphs.append("<span size=\"large\" weight=\"bold\">\(escape(String(trimmed.dropFirst(2))))</span>")
            } else {
                current.append(trimmed)
            }
        }
        flush()
        // List items follow each other without a blank line between them.
        var text = ""
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { text += paragraphs[index - 1].hasPrefix("  •") && paragraph.hasPrefix("  •") ? "\n" : "\n\n" }
            text += paragraph
        }
        return text
    }

    private static func inline(_ text: String) -> String {
        var out = ""
        var bold = false
        var code = false
        var index = text.startIndex
        while index < text.endIndex {
            let rest = text[index...]
            if !code, rest.hasPrefix("**") {
                out += bold ? "</b>" : "<b>"
                bold.toggle()
                index = text.index(index, offsetBy: 2)
                continue
            }
            if rest.hasPrefix("`") {
                out += code ? "</tt>" : "<tt>"
                code.toggle()
                index = text.index(after: index)
                continue
            }
            out += escape(String(text[index]))
            index = text.index(after: index)
        }
        if code { out += "</tt>" }
        if bold { out += "</b>" }
        return out
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
