#ifndef DRAWER_CSDL_SHIM_H
#define DRAWER_CSDL_SHIM_H
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
/* glibc's heap statistics (mallinfo2), for the benchmark's memory per pushed screen. */
#include <malloc.h>
#include <string.h>
#include <wayland-client.h>

/* What the Wayland compositor named by WAYLAND_DISPLAY offers, read from its registry before SDL
   starts: SDL 2.26 crashes inside SDL_Init on a compositor without a seat (weston's headless
   backend, a kiosk without input devices). 1: a wl_seat; 0: none; -1: no compositor answered. */
static inline void drawer_wayland_global(void *data, struct wl_registry *registry, uint32_t name, const char *interface,
                                         uint32_t version) {
    (void)registry, (void)name, (void)version;
    if (strcmp(interface, "wl_seat") == 0) *(int *)data = 1;
}

static inline void drawer_wayland_global_remove(void *data, struct wl_registry *registry, uint32_t name) {
    (void)data, (void)registry, (void)name;
}

static inline int drawer_wayland_seat(void) {
    static const struct wl_registry_listener listener = {drawer_wayland_global, drawer_wayland_global_remove};
    struct wl_display *display = wl_display_connect(NULL);
    if (!display) return -1;
    int seat = 0;
    struct wl_registry *registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &listener, &seat);
    int answered = wl_display_roundtrip(display) >= 0;
    wl_registry_destroy(registry);
    wl_display_disconnect(display);
    return answered ? seat : -1;
}
#endif
