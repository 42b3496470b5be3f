/*
 * A counter of heap allocations, for `drawer bench`'s allocations step: preloaded
 * (LD_PRELOAD) into a `drawer-bench --allocation-probe` process, it interposes every glibc
 * function that hands out heap memory, counts each call and passes it on to glibc's own
 * allocator (the __libc_* entry points, so no lookup through dlsym is needed before the first
 * allocation). The probe reads the count before and after its frames through
 * dlsym(RTLD_DEFAULT, "drawer_allocation_count").
 *
 * The bench compiles it itself, into its scratch directory:
 *   cc -O2 -Wall -shared -fPIC -o libdrawer-allocations.so bench/allocations.c
 *
 * With DRAWER_ALLOCATION_TRACE set in the environment, every allocation made while tracing is
 * on (drawer_allocation_trace(1)) also writes its call stack to standard error, for finding
 * where a frame allocates; the addresses of a statically linked Swift program are resolved
 * with addr2line and swift demangle.
 *
 * With classifying on (drawer_allocation_classify(1)), each allocation's call stack is walked,
 * and those made inside SDL or the GL driver are counted apart (drawer_driver_allocation_count)
 * and not traced: the mode scenes draw through SDL's renderer onto Mesa's, whose own
 * bookkeeping is not Drawer's. The probe marks each traced mode frame after it
 * (drawer_allocation_trace_mark: "drawer-frame: moving" or "drawer-frame: start or end").
 *
 * Only the bench's own child process loads this: the test suites (and `make sanitize`, whose
 * AddressSanitizer brings an allocator of its own) never do.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <execinfo.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

/* Every thread's allocations: a frame that hands work to another thread must count it too. */
static atomic_ulong allocations;
static atomic_ulong allocatedBytes;
/* Of those, the ones made inside SDL or the GL driver (Mesa's llvmpipe, below SDL's renderer),
   counted only while classifying is on. */
static atomic_ulong driverAllocations;
static atomic_ulong driverAllocatedBytes;
static atomic_int tracing;
static atomic_int classifying;
/* A backtrace allocates the first time (it loads libgcc_s): not traced, not counted twice. */
static __thread int insideTrace __attribute__((tls_model("initial-exec")));

/* How many allocations every thread has made since the process started. */
unsigned long drawer_allocation_count(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }

/* How many bytes those allocations asked for. */
unsigned long drawer_allocated_bytes(void) { return atomic_load_explicit(&allocatedBytes, memory_order_relaxed); }

/* How many of them were made inside SDL or the GL driver while classifying was on. */
unsigned long drawer_driver_allocation_count(void) { return atomic_load_explicit(&driverAllocations, memory_order_relaxed); }

/* How many bytes those asked for. */
unsigned long drawer_driver_allocated_bytes(void) { return atomic_load_explicit(&driverAllocatedBytes, memory_order_relaxed); }

/* Loads the unwinder now, outside the frames being counted: its first backtrace allocates. */
static void loadUnwinder(void) {
    void *frames[4];
    insideTrace = 1;
    backtrace(frames, 4);
    insideTrace = 0;
}

/* Turns classifying on (1) or off (0): each allocation's call stack is then walked for a frame
   in SDL's library or the GL driver's, whose own bookkeeping (SDL_RenderReadPixels' buffer,
   Mesa's command streams) is not the program's. */
void drawer_allocation_classify(int enabled) {
    if (enabled) loadUnwinder();
    atomic_store(&classifying, enabled);
}

/* Whether a library's file name is SDL's own (not SDL_ttf's or SDL_image's) or the GL driver's:
   Mesa's DRI driver, its LLVM, libGL and EGL. */
static int isDriverLibrary(const char *name) {
    static const char *const parts[] = {"libSDL2-2.0", "_dri.so", "libgallium", "libLLVM", "libGL", "libEGL", "libglapi"};
    for (size_t index = 0; index < sizeof parts / sizeof parts[0]; index++) {
        if (strstr(name, parts[index])) return 1;
    }
    return 0;
}

static int insideDriver(void **frames, int depth) {
    for (int index = 0; index < depth; index++) {
        Dl_info info;
        if (dladdr(frames[index], &info) && info.dli_fname && isDriverLibrary(info.dli_fname)) return 1;
    }
    return 0;
}

/* Turns the call-stack trace on (1) or off (0); on only with DRAWER_ALLOCATION_TRACE set. */
void drawer_allocation_trace(int enabled) {
    if (enabled && !getenv("DRAWER_ALLOCATION_TRACE")) return;
    if (enabled) loadUnwinder();
    atomic_store(&tracing, enabled);
}

/* Writes one line into the trace (the probe's mark of what the frame just traced was), with
 * tracing set: the stacks above it, back to the previous mark, are that frame's. */
void drawer_allocation_trace_mark(const char *line) {
    if (!getenv("DRAWER_ALLOCATION_TRACE")) return;
    ssize_t written = write(STDERR_FILENO, line, strlen(line));
    (void)written;
}

static void countInDriver(size_t size) {
    atomic_fetch_add_explicit(&driverAllocations, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&driverAllocatedBytes, size, memory_order_relaxed);
}

static void count(size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&allocatedBytes, size, memory_order_relaxed);
    int traces = atomic_load_explicit(&tracing, memory_order_relaxed);
    int classifies = atomic_load_explicit(&classifying, memory_order_relaxed);
    if ((!traces && !classifies) || insideTrace) return;
    insideTrace = 1;
    void *frames[48];
    int depth = backtrace(frames, 48);
    int driver = classifies && insideDriver(frames, depth);
    if (driver) countInDriver(size);
    /* A driver's allocation is left out of the trace as it is out of the figure. */
    if (!traces || driver) {
        insideTrace = 0;
        return;
    }
    static const char header[] = "drawer-allocation:\n";
    ssize_t written = write(STDERR_FILENO, header, sizeof header - 1);
    (void)written;
    backtrace_symbols_fd(frames, depth, STDERR_FILENO);
    insideTrace = 0;
}

void *malloc(size_t size) {
    count(size);
    return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
    count(count_ * size);
    return __libc_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
    count(size);
    return __libc_realloc(pointer, size);
}

void *reallocarray(void *pointer, size_t count_, size_t size) {
    if (size != 0 && count_ > SIZE_MAX / size) {
        errno = ENOMEM;
        return NULL;
    }
    return realloc(pointer, count_ * size);
}

void *memalign(size_t alignment, size_t size) {
    count(size);
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) { return memalign(alignment, size); }

int posix_memalign(void **out, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *pointer = memalign(alignment, size);
    if (!pointer) return ENOMEM;
    *out = pointer;
    return 0;
}

void *valloc(size_t size) { return memalign((size_t)sysconf(_SC_PAGESIZE), size); }

void *pvalloc(size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    return memalign(page, (size + page - 1) & ~(page - 1));
}
