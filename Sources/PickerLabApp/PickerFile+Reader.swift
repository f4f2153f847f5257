import Controls
import FrameTrace
import Geometry
import Painting

extension PickerFile {
    /// Turns JSON nodes into a `PickerDefinition`, failing at the first bad value with its position and key.
    struct Reader {
        let path: String
        let icons: [String: UInt32]
        /// Why `icons` is empty (the codepoints list is missing, empty, not a list…), for the unknown-icon error.
        var iconProblem: String? = nil

        func fail(_ node: JSONNode, _ key: String?, _ message: String) -> PickerFileError {
            PickerFileError(path: path, line: node.line, column: node.column, key: key, message: message)
        }

        /// An object's members by key, after checking every key is `allowed` and none is repeated.
        func object(_ node: JSONNode, key: String?, allowed: [String]) throws -> [String: JSONMember] {
            guard case .object(let members) = node.value else { throw fail(node, key, "expected an object { … }") }
            var out: [String: JSONMember] = [:]
            for m in members {
                let at = JSONNode(value: .null, line: m.line, column: m.column)
                guard allowed.contains(m.key) else {
                    throw fail(at, m.key, "unknown key (known: \(allowed.joined(separator: ", ")))")
                }
                guard out[m.key] == nil else { throw fail(at, m.key, "given twice") }
                out[m.key] = m
            }
            return out
        }

        func array(_ node: JSONNode, key: String) throws -> [JSONNode] {
            guard case .array(let items) = node.value else { throw fail(node, key, "expected an array [ … ]") }
            return items
        }

        func string(_ node: JSONNode, key: String) throws -> String {
            guard case .string(let s) = node.value else { throw fail(node, key, "expected a string") }
            return s
        }

        func bool(_ node: JSONNode, key: String) throws -> Bool {
            guard case .bool(let b) = node.value else { throw fail(node, key, "expected true or false") }
            return b
        }

        /// The number at `node` as an error shows it: as written (cut by `excerpt`), not clamped or rounded.
        func written(_ node: JSONNode, _ v: Double) -> String { node.numberText.map { excerpt($0) } ?? fmt(v) }

        /// A finite number in `range`.
        func number(_ node: JSONNode, key: String, _ range: ClosedRange<Double>) throws -> Double {
            guard case .number(let v) = node.value, v.isFinite else { throw fail(node, key, "expected a number") }
            guard range.contains(v) else { throw fail(node, key, "expected a number from \(fmt(range.lowerBound)) to \(fmt(range.upperBound)), got \(written(node, v))") }
            return v
        }

        func color(_ node: JSONNode, key: String) throws -> Color {
            guard case .string(let s) = node.value, let c = Color(hexString: s) else {
                throw fail(node, key, "expected a colour \"#RRGGBB\" or \"#RRGGBBAA\"")
            }
            return c
        }

        func oneOf(_ node: JSONNode, key: String, _ choices: [String]) throws -> String {
            guard case .string(let s) = node.value, choices.contains(s) else {
                throw fail(node, key, "expected one of \(choices.joined(separator: ", "))")
            }
            return s
        }

        /// Why a title or badge at `node` cannot be one (`SegmentTitle`'s rule, shared with scripts: length,
        /// control characters raw or escaped, line separators, combining marks), or a lone surrogate escape.
        func textProblem(_ node: JSONNode, _ text: String, what: String = "title", maxCharacters: Int = SegmentTitle.maxCharacters) -> String? {
            if node.hasLoneSurrogate { return "\(what == "title" ? "a title" : "a badge") is text without control characters" }
            return SegmentTitle.problem(text, what: what, maxCharacters: maxCharacters)
        }

        private func fmt(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }

        // MARK: - A control

        func control(_ node: JSONNode) throws -> PickerDefinition {
            let m = try object(node, key: "controls", allowed: PickerFile.controlKeys)
            guard let idNode = m["id"] else { throw fail(node, "id", "every control needs an \"id\"") }
            let id = try string(idNode.value, key: "id")
            guard !id.isEmpty, id.count <= 40, id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
                throw fail(idNode.value, "id", "expected 1 to 40 letters, digits, - or _")
            }
            guard let styleNode = m["style"] else { throw fail(node, "style", "every control needs a \"style\" (one of \(BuiltinStyles.names.joined(separator: ", ")))") }
            let styleName = try oneOf(styleNode.value, key: "style", BuiltinStyles.names)
            var spec = BuiltinStyles.named(styleName)!.spec
            if let v = m["height"] { spec.height = try number(v.value, key: "height", 16...200) }
            if let v = m["cornerRadius"] {
                let r = try number(v.value, key: "cornerRadius", 0...100)
                // README: at most half the height. With a fixed height that is known now; a height that
                // hugs the labels (it changes with the text size) clamps the radius when drawn instead.
                if let h = spec.height, r > h / 2 {
                    throw fail(v.value, "cornerRadius", "expected at most half the height (\(fmt(h / 2)) for height \(fmt(h))), got \(written(v.value, r))")
                }
                spec.cornerRadius = r
            }
            if let v = m["padding"] { spec.padding = try number(v.value, key: "padding", 0...40) }
            if let v = m["segmentPadding"] {
                let p = try object(v.value, key: "segmentPadding", allowed: ["horizontal", "vertical"])
                if let h = p["horizontal"] { spec.cellPadding.horizontal = try number(h.value, key: "horizontal", 0...60) }
                if let w = p["vertical"] { spec.cellPadding.vertical = try number(w.value, key: "vertical", 0...60) }
                spec.minimumCellPadding = min(spec.minimumCellPadding ?? 4, spec.cellPadding.horizontal)
            }
            if let v = m["spacing"] { spec.spacing = try number(v.value, key: "spacing", 0...60) }
            if let v = m["trackColor"] { spec.trackColor = try color(v.value, key: "trackColor") }
            if let v = m["indicatorColor"] { spec.indicatorColor = try color(v.value, key: "indicatorColor") }
            if let v = m["font"] {
                let f = try object(v.value, key: "font", allowed: ["size", "weight", "selectedWeight"])
                let weights = ["regular", "semibold", "bold"]
                if let s = f["size"] { spec.font.size = try number(s.value, key: "size", 6...72) }
                if let w = f["weight"] { spec.font.weight = FontWeight(rawValue: try oneOf(w.value, key: "weight", weights))! }
                if let w = f["selectedWeight"] { spec.font.selectedWeight = FontWeight(rawValue: try oneOf(w.value, key: "selectedWeight", weights))! }
                else if f["weight"] != nil { spec.font.selectedWeight = max(spec.font.weight, spec.font.selectedWeight) }
            }
            if let v = m["iconSize"] { spec.iconSize = try number(v.value, key: "iconSize", 6...72) }
            if let v = m["icons"] { spec.showsIcons = try bool(v.value, key: "icons") }
            if let v = m["indicator"] { spec.indicator = try indicator(v.value) }
            try checkFitsHeight(spec, m)
            if let v = m["widths"] { spec.widths = try widths(v.value) }
            var def = PickerDefinition(id: id, spec: spec, segments: [], spring: nil, animation: nil, selected: 0, pager: false, rightToLeft: false)
            if let v = m["spring"] {
                let s = try string(v.value, key: "spring")
                do { def.animation = try AnimationSpec.parse(s) } catch { throw fail(v.value, "spring", "\(error)") }
                def.spring = s
            }
            if let v = m["pager"] { def.pager = try bool(v.value, key: "pager") }
            if let v = m["overflow"] { def.scrolls = try oneOf(v.value, key: "overflow", ["scroll", "truncate"]) == "scroll" }
            if let v = m["direction"] { def.rightToLeft = try oneOf(v.value, key: "direction", ["ltr", "rtl"]) == "rtl" }
            guard let segs = m["segments"] else { throw fail(node, "segments", "every control needs \"segments\": [ … ]") }
            let items = try array(segs.value, key: "segments")
            guard (1...64).contains(items.count) else { throw fail(segs.value, "segments", "expected 1 to 64 segments, got \(items.count)") }
            def.segments = try items.map { try segment($0, spec: spec) }
            if case .proportional(let w) = spec.widths, w.count != items.count, let wn = m["widths"] {
                throw fail(wn.value, "widths", "expected \(items.count) weights (one per segment), got \(w.count)")
            }
            if let v = m["selected"] {
                switch v.value.value {
                case .string(let title):
                    guard let i = def.segments.firstIndex(where: { $0.title == title }) else {
                        throw fail(v.value, "selected", "no segment titled '\(excerpt(title))'")
                    }
                    def.selected = i
                default:
                    def.selected = Int(try number(v.value, key: "selected", 0...Double(items.count - 1)))
                    guard Double(def.selected) == (try number(v.value, key: "selected", 0...Double(items.count - 1))) else {
                        throw fail(v.value, "selected", "expected a segment index (a whole number) or title")
                    }
                }
                guard !def.segments[def.selected].isDisabled else { throw fail(v.value, "selected", "segment \(def.selected) is disabled") }
            } else if let first = def.segments.firstIndex(where: { !$0.isDisabled }) {
                def.selected = first
            }
            if let problem = SegmentTitle.listProblem(isDisabled: def.segments.map(\.isDisabled)) { throw fail(segs.value, "segments", problem) }
            return def
        }

        func indicator(_ node: JSONNode) throws -> IndicatorShape {
            let shapes = ["capsule", "roundedRect", "underline"]
            if case .string = node.value {
                switch try oneOf(node, key: "indicator", shapes) {
                case "capsule": return .capsule
                case "roundedRect": return .roundedRect(radius: 8)
                default: return .underline(thickness: 3)
                }
            }
            let o = try object(node, key: "indicator", allowed: ["shape", "radius", "thickness"])
            guard let shape = o["shape"] else { throw fail(node, "indicator", "expected \"shape\": one of \(shapes.joined(separator: ", "))") }
            let name = try oneOf(shape.value, key: "shape", shapes)
            // Each key belongs to one shape: a radius on a capsule or an underline is a mistake, not ignored.
            for (key, owner) in [("radius", "roundedRect"), ("thickness", "underline")] where name != owner {
                if let m = o[key] {
                    throw fail(JSONNode(value: .null, line: m.line, column: m.column), key, "\("aeiou".contains(name.prefix(1)) ? "an" : "a") \(name) indicator has no \(key) (only \(owner) takes one)")
                }
            }
            switch name {
            case "capsule": return .capsule
            case "roundedRect": return .roundedRect(radius: try o["radius"].map { try number($0.value, key: "radius", 0...100) } ?? 8)
            default: return .underline(thickness: try o["thickness"].map { try number($0.value, key: "thickness", 0.5...20) } ?? 3)
            }
        }

        /// With a fixed height, the padding must leave room inside it and an underline must fit what is left:
        /// `height 16` with `padding 40` or an underline 20 thick put the indicator outside the control or
        /// made it 0 high. Names the key that does not fit.
        func checkFitsHeight(_ spec: StyleSpec, _ m: [String: JSONMember]) throws {
            guard let h = spec.height else { return }
            let inside = h - 2 * spec.padding
            if inside < 4, let p = m["padding"] {
                throw fail(p.value, "padding", "expected at most \(fmt((h - 4) / 2)) for height \(fmt(h)) (the indicator needs 4 points inside), got \(written(p.value, spec.padding))")
            }
            if case .underline(let t) = spec.indicator, t > inside {
                let at = m["indicator"].map(\.value) ?? JSONNode(value: .null, line: 0, column: 0)
                let node: JSONNode
                if case .object(let members) = at.value, let tm = members.first(where: { $0.key == "thickness" }) { node = tm.value } else { node = at }
                throw fail(node, "thickness", "an underline \(fmt(t)) thick does not fit inside height \(fmt(h)) less the padding (\(fmt(inside)) points)")
            }
        }

        func widths(_ node: JSONNode) throws -> SegmentWidthMode {
            let kinds = ["equal", "content", "proportional"]
            if case .string(let s) = node.value {
                switch s {
                case "equal": return .equal
                case "content": return .content
                case "proportional": throw fail(node, "widths", "proportional needs weights: {\"proportional\": [2, 1, 1]}")
                default: break
                }
            }
            guard case .object(let members) = node.value, members.count == 1, members[0].key == "proportional" else {
                throw fail(node, "widths", "expected one of \(kinds.joined(separator: ", "))")
            }
            let weights = try array(members[0].value, key: "proportional").map { try number($0, key: "proportional", 0.01...100) }
            return .proportional(weights)
        }

        func segment(_ node: JSONNode, spec: StyleSpec) throws -> Segment {
            // One title rule for both forms: 1 to 80 characters (the script's `segments` takes the same).
            if case .string(let title) = node.value {
                if let problem = textProblem(node, title) { throw fail(node, "segments", problem) }
                return Segment(title, tint: spec.indicatorColor ?? .blue)
            }
            let s = try object(node, key: "segments", allowed: PickerFile.segmentKeys)
            guard let t = s["title"] else { throw fail(node, "title", "every segment needs a \"title\"") }
            let title = try string(t.value, key: "title")
            if let problem = textProblem(t.value, title) { throw fail(t.value, "title", problem) }
            var seg = Segment(title, tint: spec.indicatorColor ?? .blue)
            if let v = s["icon"] {
                let name = try string(v.value, key: "icon")
                guard let cp = icons[name] else {
                    throw fail(v.value, "icon", "unknown Material Icons name '\(excerpt(name))'" + (icons.isEmpty ? " (\(iconProblem ?? "the codepoints list is missing from the assets"))" : ""))
                }
                seg.icon = Icon(materialName: name, codePoint: cp)
            }
            if let v = s["tint"] { seg.tint = try color(v.value, key: "tint") }
            if let v = s["badge"] {
                switch v.value.value {
                case .number(let n):
                    guard n >= 0, n <= 1_000_000, n == n.rounded() else { throw fail(v.value, "badge", "expected a count 0…1000000 or a short text") }
                    seg.badge = n > 99 ? "99+" : String(Int(n))
                case .string(let text):
                    guard !text.isEmpty, text.count <= 6 else { throw fail(v.value, "badge", "expected 1 to 6 characters") }
                    if let problem = textProblem(v.value, text, what: "badge", maxCharacters: 6) { throw fail(v.value, "badge", problem) }
                    seg.badge = text
                default: throw fail(v.value, "badge", "expected a count or a short text")
                }
            }
            if let v = s["disabled"] { seg.isDisabled = try bool(v.value, key: "disabled") }
            return seg
        }
    }
}
