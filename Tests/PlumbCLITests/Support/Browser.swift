import Foundation

/// A real browser, headless: Debian's `chromium` (scripts/setup installs it), or another
/// Chromium-based one on the PATH. It loads a report page as a person's browser would, runs its
/// script, and hands back the DOM after the script ran (`--dump-dom`) or a screenshot.
enum Browser {
    /// The browser's executable, or nil when none is installed.
    static let executable: String? = {
        let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in names {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }()

    static let missing =
        "no headless browser (chromium) is installed: scripts/setup installs Debian's chromium; the report pages are not checked in a browser"

    /// The page's DOM after its script ran.
    static func dom(of file: String) throws -> String {
        try run(["--dump-dom", URL(fileURLWithPath: file).absoluteString])
    }

    /// A PNG of the page, `width` × `height` pixels.
    static func screenshot(of file: String, to png: String, width: Int = 1100, height: Int = 1500) throws {
        try FileManager.default.createDirectory(
            atPath: (png as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = try run([
            "--hide-scrollbars", "--window-size=\(width),\(height)", "--screenshot=\(png)",
            URL(fileURLWithPath: file).absoluteString,
        ])
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs the browser headless (no sandbox: tests may run as root; no GPU), killed after 90 s.
    private static func run(_ arguments: [String]) throws -> String {
        guard let executable else { throw Failure(description: missing) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("stdout")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
            ] + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(90)
        while process.isRunning && Date() < deadline { usleep(50_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw Failure(description: "\(executable) did not finish within 90 s")
        }
        let text = try String(contentsOf: out, encoding: .utf8)
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(executable) exited \(process.terminationStatus): \(text.prefix(500))")
        }
        return text
    }
}

/// What a report page shows, read off the DOM a browser dumped (the markup `ReportPages` writes,
/// after the page's script ran).
struct ReportDOM {
    let html: String

    /// `ok` once the page's script ran to its end without an error.
    var scriptStatus: String? { first(#"<body[^>]*data-script="([a-z]+)""#) }

    /// The film's step the page shows: the figure without `hidden`.
    var shownFigure: String? {
        var rest = html[...]
        while let start = rest.range(of: "<figure class=\"step\"") {
            let tagEnd = rest[start.upperBound...].firstIndex(of: ">")!
            let tag = rest[start.lowerBound..<tagEnd]
            let end = rest[start.upperBound...].range(of: "</figure>")!
            if !tag.contains(" hidden") { return String(rest[start.lowerBound..<end.upperBound]) }
            rest = rest[end.upperBound...]
        }
        return nil
    }

    /// How many figures (steps) the film has.
    var stepCount: Int { html.components(separatedBy: "<figure class=\"step\"").count - 1 }

    func text(ofID id: String) -> String? { first(#"id="\#(id)"[^>]*>([^<]*)<"#) }

    func first(_ pattern: String) -> String? {
        guard let match = try? Regex(pattern).firstMatch(in: html), match.output.count > 1,
            let value = match.output[1].substring
        else { return nil }
        return String(value)
    }

    /// The values of `attribute` on every element of `figure` whose class list starts with
    /// `className` (`rect class="engine` …).
    static func views(in figure: String, element: String, classPrefix: String) -> [String] {
        let pattern = try! Regex(#"<\#(element) class="\#(classPrefix)[^"]*" data-view="([^"]*)""#)
        return figure.matches(of: pattern).compactMap { $0.output[1].substring.map(String.init) }
    }
}
