// CPNG: libpng's simplified API and zlib's CRC-32, for the animated PNG (APNG) capture.
// Only Sources/SDLBackend may import this module (checked by scripts/check-imports.sh).
#ifndef PICKERLAB_CPNG_SHIM_H
#define PICKERLAB_CPNG_SHIM_H

#include <png.h>
#include <zlib.h>

// Function-like macros and flags that do not import into Swift.
static inline unsigned int pl_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline unsigned int pl_png_image_version(void) { return PNG_IMAGE_VERSION; }
static inline unsigned int pl_png_image_flag_fast(void) { return PNG_IMAGE_FLAG_FAST; }
static inline int pl_png_image_failed(png_imagep image) { return PNG_IMAGE_FAILED(*image); }

#endif
