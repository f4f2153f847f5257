import Foundation
import Testing

/// Dependency direction is law: only Sources/SDLBackend imports CSDL2 (and CPNG, libpng for the capture).
struct ImportRuleTests {
    @Test func onlySDLBackendImportsCSDL2() throws {
        var offenders: [String] = []
        for folder in ["Sources", "Tests"] {
            let root = packageRoot.appendingPathComponent(folder)
            guard let e = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in e where url.pathExtension == "swift" {
                let rel = url.path.replacingOccurrences(of: packageRoot.path + "/", with: "")
                if rel.hasPrefix("Sources/SDLBackend/") { continue }
                let text = try String(contentsOf: url, encoding: .utf8)
                for line in text.split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).range(of: #"^(@_exported\s+)?import\s+(\w+\s+)?(CSDL2|CPNG)\b"#, options: .regularExpression) != nil {
                    offenders.append("\(rel): \(line)")
                }
            }
        }
        #expect(offenders.isEmpty, "\(offenders)")
    }
}
