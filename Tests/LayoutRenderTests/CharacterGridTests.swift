import Testing
@testable import LayoutRender

@Suite struct CharacterGridTests {
    @Test func drawsDegenerateBoxesAsLines() {
        var grid = CharacterGrid(columns: 4, rows: 3)
        grid.drawBox(left: 0, top: 0, right: 3, bottom: 0, style: .light)
        grid.drawBox(left: 0, top: 1, right: 0, bottom: 2, style: .light)
        grid.drawBox(left: 2, top: 2, right: 2, bottom: 2, style: .light)
        #expect(grid.text == "────\n│\n│ ·\n")
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var grid = CharacterGrid(columns: 4, rows: 1)
        grid.write("가나", column: 0, row: 0, limit: 4)
        grid.drawBox(left: 1, top: 0, right: 1, bottom: 0, style: .light)
        #expect(grid.text == " ·나\n")
    }

    @Test func skipsTextThatWouldCrossTextAlreadyWritten() {
        var grid = CharacterGrid(columns: 8, rows: 1)
        let wroteFlow = grid.write("flow", column: 0, row: 0, limit: 8)
        let wroteRectangle = grid.write("rectangle", column: 2, row: 0, limit: 8)
        let wroteShort = grid.write("ab", column: 5, row: 0, limit: 8)
        #expect(wroteFlow && !wroteRectangle && wroteShort)
        #expect(grid.text == "flow ab\n")
    }

    @Test func keepsABlankCellBetweenLabels() {
        var grid = CharacterGrid(columns: 12, rows: 1)
        let wroteFirst = grid.write("text", column: 0, row: 0, limit: 12)
        let wroteTouching = grid.write("hstack", column: 4, row: 0, limit: 12)
        let wroteBefore = grid.write("ab", column: 8, row: 0, limit: 12)
        let wroteTouchingBefore = grid.write("x", column: 7, row: 0, limit: 12)
        #expect(wroteFirst && !wroteTouching && wroteBefore && !wroteTouchingBefore)
        #expect(grid.text == "text    ab\n")
    }

    @Test func ignoresCellsOutsideTheGrid() {
        var grid = CharacterGrid(columns: 2, rows: 1)
        grid.write("abcd", column: -1, row: 0, limit: 10)
        #expect(grid.text == "bc\n")
    }
}
