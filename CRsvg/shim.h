#ifndef CRSVG_SHIM_H
#define CRSVG_SHIM_H

// cairo (https://www.cairographics.org/manual/) holds the pixels and writes the PNG; librsvg
// (https://gnome.pages.gitlab.gnome.org/librsvg/Rsvg-2.0/) reads and draws the SVG into it.
//
// The module's pkg-config package is cairo's: librsvg-2.0's flags carry -pthread, which
// SwiftPM rejects with a warning, and its header pulls in gdk-pixbuf and gio. So this shim
// includes cairo and GObject (whose include paths cairo's flags give) and declares the three
// librsvg 2.52+ functions the rasterizer calls, exactly as <librsvg/rsvg.h> declares them.
#include <cairo.h>
#include <glib-object.h>

typedef struct _RsvgHandle RsvgHandle;

typedef struct {
    double x;
    double y;
    double width;
    double height;
} RsvgRectangle;

RsvgHandle *rsvg_handle_new_from_data(const guint8 *data, gsize data_len, GError **error);
gboolean rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, gdouble *out_width, gdouble *out_height);
gboolean rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error);

#endif
