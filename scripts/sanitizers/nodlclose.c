/* Preloaded into every process of `make sanitize`: dlclose does nothing.
 *
 * SDL opens the GL and EGL drivers (Mesa's llvmpipe) with dlopen and closes them in SDL_Quit.
 * What those drivers allocated stays referenced from their globals until then; once unloaded,
 * LeakSanitizer no longer sees those roots, reports the blocks as leaked, and cannot even name
 * the module (it is gone). Keeping every library loaded keeps their roots visible, so LSan
 * reports what is really unreachable and nothing of a driver's own bookkeeping. It hides no
 * allocation of Drawer's: those are rooted in Drawer's memory, not a driver's. */
int dlclose(void *handle) {
    (void)handle;
    return 0;
}
