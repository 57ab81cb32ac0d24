import Testing
@testable import LayoutCLI

/// Issue: numbers such as `--tolerance 1e17` or `--step 1e-9` reached an integer conversion, an
/// allocation or a loop (exit 132, 4 GB, never finishing). Each is refused before the command runs.
@Suite struct BoundedNumberTests {
    @Test func lengthsCountsAndDurationsHaveLimits() {
        #expect(Length(argument: "1000000000")?.points == 1e9)
        #expect(Length(argument: "0.5")?.points == 0.5)
        for bad in ["1e17", "1000000001", "-1", "inf", "nan", "0x10", "", " 3", "3 ", "+inf"] {
            #expect(Length(argument: bad) == nil, "\(bad)")
        }
        #expect(Count(argument: "1000000")?.value == 1_000_000)
        #expect(Count(argument: "1000001") == nil)
        #expect(Count(argument: "-1") == nil)
        #expect(Seconds(argument: "0") == nil)
        #expect(Seconds(argument: "86401") == nil)
        #expect(Seconds(argument: "0.25")?.value == 0.25)
    }

    @Test func hugeNumbersAreUsageErrorsNotCrashes() throws {
        let store = try TestStoreFile()
        let cases: [[String]] = [
            ["replay", "--tolerance", "1e17"],
            ["render", "Kyoto", "--width", "1e17"],
            ["layout", "Kyoto", "--width", "1e300"],
            ["breakpoints", "Kyoto", "--to", "1e12"],
            ["generate", "--trips", "1000000000"],
            ["watch", store.directory.path, "--timeout", "1e300"],
            ["width", "add", "huge", "1e17"],
        ]
        for arguments in cases {
            let run = store.run(arguments)
            #expect(run.status == 64, "\(arguments): \(run.error)")
            #expect(run.error.hasPrefix("Error: The value '"), "\(arguments)")
        }
    }

    @Test func aSearchOfTooManyWidthsIsRefused() throws {
        let store = try TestStoreFile()
        let run = store.run(["breakpoints", "Kyoto", "--step", "1e-9"])
        #expect(run.status == 64)
        #expect(run.error.hasPrefix("Error: Searching 100–1024 pt every 1e-09 pt takes more than 10000 layouts; give a larger '--step' or a narrower range.\n"))
        let wide = store.run(["breakpoints", "Kyoto", "--to", "1e9", "--step", "8"])
        #expect(wide.status == 64)
    }

    @Test func aTextPictureTooLargeToDrawIsRefused() throws {
        let store = try TestStoreFile()
        let run = store.run(["render", "Kyoto", "--width", "1e9", "--format", "txt"])
        #expect(run.status == 65)
        #expect(run.error.hasPrefix("Error: The layout spans 1000000000×"))
        #expect(run.output == "")
        let png = store.run(["render", "Kyoto", "--width", "20000", "--format", "png", "--out", store.directory.appendingPathComponent("big.png").path])
        #expect(png.status == 65)
        #expect(png.error.hasPrefix("Error: The layout spans 20000×"))
        let svg = store.run(["render", "Kyoto", "--width", "1e9", "--format", "svg"])
        #expect(svg.status == 0)
    }
}
