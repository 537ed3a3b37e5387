#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H
/* By its SDL2/ path (the package reads no pkg-config flags): SDL_ttf.h and SDL_image.h include
   "SDL.h" beside themselves, which is this same file. */
#include <SDL2/SDL.h>

/* Function-like macros and variadic functions do not import into Swift. */
static inline int csdl_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline int csdl_windowpos_undefined(void) { return (int)SDL_WINDOWPOS_UNDEFINED; }
static inline Uint32 csdl_button_mask(int button) { return SDL_BUTTON(button); }
static inline int csdl_set_error(const char *msg) { return SDL_SetError("%s", msg); }
#endif
