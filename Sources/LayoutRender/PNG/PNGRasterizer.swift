import CRsvg

/// Turns an SVG document into PNG bytes with librsvg and cairo (Debian's `librsvg2-dev`).
///
/// The image is the SVG's own size (its `width` and `height` in pixels) times `scale`, on a
/// white background. Text is drawn by librsvg with the fonts fontconfig finds for the
/// families the pictures name (Inter, Noto Sans CJK, Noto Color Emoji).
public struct PNGRasterizer: Sendable {
    /// Device pixels per SVG pixel.
    public var scale: Double

    public init(scale: Double = 1) {
        precondition(scale > 0, "a PNG scale must be positive")
        self.scale = scale
    }

    /// The PNG of `svg`.
    public func png(of svg: String) throws(RasterError) -> [UInt8] {
        var bytes = Array(svg.utf8)
        var error: UnsafeMutablePointer<GError>?
        let handle = bytes.withUnsafeMutableBufferPointer { buffer in
            rsvg_handle_new_from_data(buffer.baseAddress, gsize(buffer.count), &error)
        }
        guard let handle else { throw RasterError("librsvg cannot read the SVG: \(Self.message(of: error))") }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        var width = 0.0
        var height = 0.0
        guard rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0 else {
            throw RasterError("the SVG has no size in pixels (width and height are needed)")
        }
        let pixelWidth = Int32((width * scale).rounded(.up))
        let pixelHeight = Int32((height * scale).rounded(.up))
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= 32_767, pixelHeight <= 32_767 else {
            throw RasterError("the picture's size \(pixelWidth) × \(pixelHeight) px is outside 1 … 32767 px")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixelWidth, pixelHeight) else {
            throw RasterError("cairo cannot make a \(pixelWidth) × \(pixelHeight) image")
        }
        defer { cairo_surface_destroy(surface) }
        guard let context = cairo_create(surface) else { throw RasterError("cairo cannot draw") }
        defer { cairo_destroy(context) }
        cairo_set_source_rgb(context, 1, 1, 1)
        cairo_paint(context)
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight))
        guard rsvg_handle_render_document(handle, context, &viewport, &error) != 0 else {
            throw RasterError("librsvg cannot draw the SVG: \(Self.message(of: error))")
        }
        cairo_surface_flush(surface)
        return try Self.encode(surface)
    }

    /// The surface as PNG bytes, through cairo's stream writer.
    private static func encode(_ surface: OpaquePointer) throws(RasterError) -> [UInt8] {
        final class Sink {
            var bytes: [UInt8] = []
        }
        let sink = Sink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                let sink = Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue()
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RasterError("cairo cannot write the PNG: \(String(cString: cairo_status_to_string(status)))")
        }
        return sink.bytes
    }

    private static func message(of error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }
}

/// Why a picture could not be rasterized.
public struct RasterError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
