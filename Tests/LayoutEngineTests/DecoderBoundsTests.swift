import Testing
@testable import LayoutEngine

/// The decoder's bounds that keep every sum and scale of accepted values finite.
@Suite struct DecoderBoundsTests {
    private func decodeError(_ text: String) -> String? {
        do {
            _ = try ViewTreeDecoder.decode(try JSONParser.parse(text))
            return nil
        } catch let error as ViewTreeError {
            return error.description
        } catch {
            return "\(error)"
        }
    }

    @Test func rejectsLengthsAndCoordinatesPastOneBillion() {
        #expect(decodeError(#"{"type":"color","modifiers":[{"padding":1e308}]}"#)
                == "$.modifiers[0].padding: expected a number between -1e9 and 1e9, got 1e+308")
        #expect(decodeError(#"{"type":"color","modifiers":[{"offset":{"x":-2e9}}]}"#)
                == "$.modifiers[0].offset.x: expected a number between -1e9 and 1e9, got -2000000000")
        #expect(decodeError(#"{"type":"image","width":1e9,"height":1}"#) == nil)
    }

    @Test func rejectsAspectRatiosOutsideTheScalableRange() {
        #expect(decodeError(#"{"type":"color","modifiers":[{"aspectRatio":{"ratio":5e-324,"contentMode":"fill"}}]}"#)
                == "$.modifiers[0].aspectRatio.ratio: expected a ratio between 1e-6 and 1e6, got 5e-324")
        #expect(decodeError(#"{"type":"color","modifiers":[{"aspectRatio":{"ratio":1e6,"contentMode":"fit"}}]}"#) == nil)
    }

    @Test func extremeIdealSizeRatiosScaleFinitely() {
        let tree = ViewNode(kind: .image(width: Double.leastNonzeroMagnitude, height: 720, resizable: true), modifiers: [
            .aspectRatio(ratio: nil, contentMode: .fill), .frame(FixedFrame(width: 185, height: 150)),
        ])
        let result = Engine().layout(tree, proposal: ProposedSize(width: 320, height: 480))
        let image = result.nodes[0].frame
        #expect(image.map { $0.width.isFinite && $0.height.isFinite } == true)
    }
}
