import Foundation

extension Timeline {
    /// Geometry shared by every drawing of a timeline, so that the SVG and the lab's live drawing
    /// look the same.
    public struct Layout: Sendable {
        public var labelWidth: Double = 240
        public var step: Double = 14
        public var laneHeight: Double = 26
        /// Room for one row of action labels; labels that would overlap take further rows.
        public var markerRowHeight: Double = 16
        public var markerRows = 1
        public var margin: Double = 12
        /// About how wide a character of the labels is.
        public var characterWidth: Double = 7

        /// The step drawn first: a timeline's `origin`. Anything before it is drawn at it.
        public var origin = 0

        public init() {}

        public var markerHeight: Double { Double(markerRows) * markerRowHeight + 8 }

        public func x(_ step: Int) -> Double { margin + labelWidth + Double(max(step - origin, 0)) * self.step + self.step / 2 }
        public func y(lane: Int) -> Double { margin + markerHeight + Double(lane) * laneHeight }

        /// The row of each marker's label: the first row where it overlaps no label already
        /// placed, so that actions close together stay readable.
        public func labelRows(for markers: [Marker], limit: Int) -> [Int] {
            var rowEnds: [Double] = []
            var rows: [Int] = []
            for marker in markers {
                let width = Double(min(marker.label.count, limit)) * characterWidth
                let start = x(marker.at) - width / 2
                if let row = rowEnds.firstIndex(where: { $0 + 6 <= start }) {
                    rowEnds[row] = start + width
                    rows.append(row)
                } else {
                    rowEnds.append(start + width)
                    rows.append(rowEnds.count - 1)
                }
            }
            return rows
        }
        /// Room on the right for the last action's label, centred on its marker.
        public func width(for timeline: Timeline) -> Double { x(max(timeline.length, 1)) + margin + 100 }
        public func height(for timeline: Timeline) -> Double { y(lane: timeline.lanes.count) + margin }
    }

    /// The timeline as an SVG picture: the same bytes for the same run. Light by default, dark
    /// where the viewer prefers it.
    public func svg(layout base: Layout = Layout()) -> String {
        let rows = base.labelRows(for: markers, limit: Self.markerLabelLimit)
        var layout = base
        layout.origin = origin
        layout.markerRows = max(1, (rows.max() ?? 0) + 1)
        let width = layout.width(for: self), height = layout.height(for: self)
        var out = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(format(width))" height="\(format(height))" viewBox="0 0 \(format(width)) \(format(height))" font-family="DejaVu Sans, sans-serif" font-size="12">
        <style>
        \(TimelinePalette.light.css())
        @media (prefers-color-scheme: dark) {
        \(TimelinePalette.dark.css())
        }
        </style>
        <rect class="background" x="0" y="0" width="\(format(width))" height="\(format(height))"/>

        """
        for (index, lane) in lanes.enumerated() {
            let top = layout.y(lane: index)
            let middle = top + layout.laneHeight / 2
            out += "<g class=\"lane\" data-kind=\"\(lane.kind.rawValue)\" data-id=\"\(escape(lane.id))\">\n"
            out += "<line class=\"rule\" x1=\"\(format(layout.margin))\" y1=\"\(format(top + layout.laneHeight))\" x2=\"\(format(width - layout.margin))\" y2=\"\(format(top + layout.laneHeight))\"/>\n"
            out += "<text class=\"label\" x=\"\(format(layout.margin))\" y=\"\(format(middle + 4))\">\(escape(truncated(lane.label)))</text>\n"
            for span in lane.spans {
                let start = layout.x(span.start) - layout.step / 2
                let end = layout.x(span.end ?? length) + layout.step / 2
                out += "<rect class=\"\(lane.kind.rawValue)\" x=\"\(format(start))\" y=\"\(format(top + 6))\" width=\"\(format(end - start))\" height=\"\(format(layout.laneHeight - 12))\" rx=\"4\"/>\n"
            }
            for body in lane.bodies {
                out += "<circle class=\"body\" cx=\"\(format(layout.x(body)))\" cy=\"\(format(middle))\" r=\"3\"/>\n"
            }
            for tick in lane.ticks {
                let x = layout.x(tick.at)
                out += "<rect class=\"\(tick.kind.rawValue)\" x=\"\(format(x - 2))\" y=\"\(format(top + 2))\" width=\"4\" height=\"\(format(layout.laneHeight - 4))\"/>\n"
            }
            out += "</g>\n"
        }
        for (marker, row) in zip(markers, rows) {
            let x = layout.x(marker.at)
            let labelY = layout.margin + 12 + Double(row) * layout.markerRowHeight
            out += "<line class=\"marker\" x1=\"\(format(x))\" y1=\"\(format(labelY + 4))\" x2=\"\(format(x))\" y2=\"\(format(height - layout.margin))\" stroke-dasharray=\"3 3\"/>\n"
            out += "<text class=\"marker-label\" x=\"\(format(x))\" y=\"\(format(labelY))\" text-anchor=\"middle\">\(escape(truncated(marker.label, limit: Self.markerLabelLimit)))</text>\n"
        }
        out += "</svg>\n"
        return out
    }

    static let markerLabelLimit = 28

    private func truncated(_ text: String, limit: Int = 34) -> String {
        text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
    }

    private func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default:
                // Control characters have no place in XML text.
                if character.unicodeScalars.allSatisfy({ $0.value >= 0x20 }) { escaped.append(character) }
            }
        }
        return escaped
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
