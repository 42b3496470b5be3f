/*
 * The floor for Drawer's frame cost: plain C on SDL2, no Swift at all. It replays a recording of
 * every draw call Drawer made (written by `drawer bench`, see GeometryRecorder.swift): the same
 * triangles with the same textures (the same picture files; the same lines of text, rendered by
 * SDL_ttf in the same font at the same size), through the same SDL_RenderGeometry calls, in a window of the same size on
 * the same renderer, with the same offscreen passes for views that fade as a group (render
 * targets composited premultiplied), the same blurred backdrops for materials (read back,
 * averaged down, blurred by the same separable Gaussian on the CPU, loaded again), and times each frame from clear to present, waiting for the frame to be
 * really drawn (one pixel read back) so that the GPU's work counts.
 *
 *   baseline RECORDING            replay every frame, print {"frames":…, "median_ms":…, "p99_ms":…}
 *   baseline --startup RECORDING  draw the first frame, present it, exit (start-up time)
 *   baseline --session RECORDING [FRAMES]
 *                                 replay every frame (or FRAMES, from the first again after the
 *                                 last) as an ordinary program
 *                                 would (glibc's own malloc policy), print {"frames":…,
 *                                 "peak_rss_kib":…}: the floor for the peak memory of a
 *                                 real-window session
 *   baseline --serve RECORDING    replay frame by frame as standard input asks (open, frame,
 *                                 close; see main): the bench draws a floor's frames in turn
 *                                 with Drawer's this way, without a process launch between them
 */
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned char *data;
static size_t size, offset;

static int take(void *out, size_t n) {
    if (offset + n > size) return 0;
    memcpy(out, data + offset, n);
    offset += n;
    return 1;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* The recording's header, read once; its texture list and frames are read again each replay. */
static Uint32 width, height, textureCount, frameCount;
static size_t texturesAt;

static int load(const char *path) {
    FILE *file = fopen(path, "rb");
    if (!file) { fprintf(stderr, "baseline: cannot open %s\n", path); return 0; }
    fseek(file, 0, SEEK_END);
    size = (size_t)ftell(file);
    fseek(file, 0, SEEK_SET);
    data = malloc(size);
    if (!data || fread(data, 1, size, file) != size) { fprintf(stderr, "baseline: cannot read %s\n", path); return 0; }
    fclose(file);
    char magic[4];
    Uint32 version;
    if (!take(magic, 4) || memcmp(magic, "DRWG", 4) != 0 || !take(&version, 4) || (version < 1 || version > 5) ||
        !take(&width, 4) || !take(&height, 4) || !take(&textureCount, 4)) {
        fprintf(stderr, "baseline: %s is not a Drawer geometry recording\n", path);
        return 0;
    }
    texturesAt = offset;
    return 1;
}

/* Fonts opened once per file, pixel size and weight, as the host's FontCache does. */
static struct { char *path; int pixelSize; int bold; TTF_Font *font; } fonts[256];
static int fontCount;

static TTF_Font *openFont(const char *path, int pixelSize, int bold) {
    for (int i = 0; i < fontCount; i++)
        if (fonts[i].pixelSize == pixelSize && fonts[i].bold == bold && strcmp(fonts[i].path, path) == 0) return fonts[i].font;
    TTF_Font *font = TTF_OpenFont(path, pixelSize > 0 ? pixelSize : 1);
    if (!font) return NULL;
    if (bold) TTF_SetFontStyle(font, TTF_STYLE_BOLD);
    if (fontCount < 256) {
        fonts[fontCount].path = strdup(path);
        fonts[fontCount].pixelSize = pixelSize;
        fonts[fontCount].bold = bold;
        fonts[fontCount].font = font;
        fontCount++;
    }
    return font;
}

static void closeFonts(void) {
    for (int i = 0; i < fontCount; i++) {
        TTF_CloseFont(fonts[i].font);
        free(fonts[i].path);
    }
    fontCount = 0;
}

/* A replay under way: its window, renderer and textures, and the frames it has drawn. */
static SDL_Window *window;
static SDL_Renderer *renderer;
static SDL_Texture **textures;
static SDL_Texture *targets[16]; /* the offscreen passes under way, innermost last */
static int depth;
static Uint32 drawn;
static size_t framesAt; /* where the first frame starts */

/* Opens a new window with the recording's textures, as a fresh process would draw it. */
static int openReplay(void) {
    offset = texturesAt;
    drawn = 0;
    depth = 0;
    window = SDL_CreateWindow("baseline", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, (int)width, (int)height,
                              SDL_WINDOW_SHOWN | SDL_WINDOW_ALLOW_HIGHDPI);
    SDL_SetHint(SDL_HINT_RENDER_BATCHING, "1"); /* as Drawer does */
    renderer = window ? SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC) : NULL;
    if (!renderer && window) renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
    if (!renderer) { fprintf(stderr, "baseline: %s\n", SDL_GetError()); return 0; }
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    SDL_BlendMode premultiplied = SDL_ComposeCustomBlendMode(
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD);
    textures = calloc(textureCount ? textureCount : 1, sizeof *textures);
    for (Uint32 i = 0; i < textureCount; i++) {
        Uint8 kind;
        if (!take(&kind, 1)) return 0;
        if (kind == 0) {
            Uint32 length;
            if (!take(&length, 4)) return 0;
            char *name = calloc(length + 1, 1);
            if (!take(name, length)) return 0;
            SDL_Surface *surface = IMG_Load(name);
            if (!surface) { fprintf(stderr, "baseline: %s: %s\n", name, IMG_GetError()); return 0; }
            textures[i] = SDL_CreateTextureFromSurface(renderer, surface);
            SDL_FreeSurface(surface);
            free(name);
        } else if (kind == 1) {
            Uint32 w, h;
            if (!take(&w, 4) || !take(&h, 4)) return 0;
            SDL_Surface *surface = SDL_CreateRGBSurfaceWithFormat(0, (int)w, (int)h, 32, SDL_PIXELFORMAT_ARGB8888);
            SDL_FillRect(surface, NULL, 0xFFFFFFFF);
            textures[i] = SDL_CreateTextureFromSurface(renderer, surface);
            SDL_FreeSurface(surface);
        } else if (kind == 3) {
            /* A line of text, rendered as the host renders it: white, blended, SDL_ttf. */
            Uint32 length, pixelSize, textLength;
            Uint8 bold;
            if (!take(&length, 4) || offset + length > size) return 0;
            char *font = calloc(length + 1, 1);
            if (!take(font, length) || !take(&pixelSize, 4) || !take(&bold, 1) || !take(&textLength, 4)) return 0;
            char *text = calloc(textLength + 1, 1);
            if (!take(text, textLength)) return 0;
            TTF_Font *face = openFont(font, (int)pixelSize, bold);
            SDL_Color white = {255, 255, 255, 255};
            SDL_Surface *surface = face && textLength ? TTF_RenderUTF8_Blended(face, text, white) : NULL;
            if (!surface) surface = SDL_CreateRGBSurfaceWithFormat(0, 1, 1, 32, SDL_PIXELFORMAT_ARGB8888);
            textures[i] = SDL_CreateTextureFromSurface(renderer, surface);
            SDL_FreeSurface(surface);
            free(font);
            free(text);
        } else if (kind == 4) {
            /* A material's backdrop: streaming, loaded by a -4 call, composited premultiplied. */
            Uint32 w, h;
            if (!take(&w, 4) || !take(&h, 4)) return 0;
            textures[i] = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ABGR8888, SDL_TEXTUREACCESS_STREAMING, (int)w, (int)h);
            SDL_SetTextureBlendMode(textures[i], premultiplied);
            SDL_SetTextureScaleMode(textures[i], SDL_ScaleModeLinear);
            continue;
        } else {
            /* A group's offscreen target, composited with premultiplied "over", as Drawer does. */
            Uint32 w, h;
            if (!take(&w, 4) || !take(&h, 4)) return 0;
            textures[i] = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, (int)w, (int)h);
            SDL_SetTextureBlendMode(textures[i], premultiplied);
            SDL_SetTextureScaleMode(textures[i], SDL_ScaleModeLinear);
            continue;
        }
        SDL_SetTextureBlendMode(textures[i], SDL_BLENDMODE_BLEND);
        SDL_SetTextureScaleMode(textures[i], SDL_ScaleModeLinear);
    }
    Uint32 count;
    if (!take(&count, 4)) return 0;
    framesAt = offset;
    return 1;
}

/* BackdropBlur.swift, line for line: the box's pixels read back, each f x f block averaged
 * (f = sigma / 4, at least 1), a separable Gaussian taking the rest of sigma's variance, edges
 * clamped, and the result loaded into the top-left corner of `texture`. */
static int blurBackdrop(const Sint32 *box, float sigma, SDL_Texture *texture) {
    int width = box[2], height = box[3];
    if (width <= 0 || height <= 0) return 1;
    Uint8 *source = malloc((size_t)width * height * 4);
    SDL_Rect region = {box[0], box[1], width, height};
    if (!source || SDL_RenderReadPixels(renderer, &region, SDL_PIXELFORMAT_ABGR8888, source, width * 4) != 0) {
        free(source);
        return 0;
    }
    int f = (int)(sigma / 4) > 1 ? (int)(sigma / 4) : 1;
    int sw = (width + f - 1) / f, sh = (height + f - 1) / f;
    float *small = calloc((size_t)sw * sh * 4, sizeof *small), *across = calloc((size_t)sw * sh * 4, sizeof *across);
    for (int y = 0; y < sh; y++)
        for (int x = 0; x < sw; x++) {
            float sum[4] = {0, 0, 0, 0};
            int count = 0;
            for (int row = y * f; row < (y + 1) * f && row < height; row++)
                for (int column = x * f; column < (x + 1) * f && column < width; column++, count++)
                    for (int c = 0; c < 4; c++) sum[c] += source[(row * width + column) * 4 + c];
            for (int c = 0; c < 4; c++) small[(y * sw + x) * 4 + c] = sum[c] / (float)count;
        }
    double variance = (double)sigma * sigma - ((double)f * f - 1) / 12 - (double)f * f / 6;
    double s = (variance > 0 ? SDL_sqrt(variance) : 0) / f;
    int reach = s > 0.01 ? (int)SDL_ceil(3 * s) : 0;
    float *kernel = calloc((size_t)(2 * reach + 1), sizeof *kernel);
    double total = 0;
    for (int k = -reach; k <= reach; k++) total += reach ? SDL_exp(-0.5 * k * k / (s * s)) : 1;
    for (int k = -reach; k <= reach; k++) kernel[k + reach] = (float)((reach ? SDL_exp(-0.5 * k * k / (s * s)) : 1) / total);
    for (int pass = 0; pass < 2; pass++) {
        const float *from = pass == 0 ? small : across;
        float *to = pass == 0 ? across : small;
        for (int y = 0; y < sh; y++)
            for (int x = 0; x < sw; x++) {
                float sum[4] = {0, 0, 0, 0};
                for (int k = -reach; k <= reach; k++) {
                    int sx = pass == 0 ? SDL_clamp(x + k, 0, sw - 1) : x, sy = pass == 0 ? y : SDL_clamp(y + k, 0, sh - 1);
                    for (int c = 0; c < 4; c++) sum[c] += from[(sy * sw + sx) * 4 + c] * kernel[k + reach];
                }
                for (int c = 0; c < 4; c++) to[(y * sw + x) * 4 + c] = sum[c];
            }
    }
    Uint8 *pixels = malloc((size_t)sw * sh * 4);
    for (int i = 0; i < sw * sh * 4; i++) {
        float v = SDL_roundf(small[i]);
        pixels[i] = (Uint8)(v < 0 ? 0 : v > 255 ? 255 : v);
    }
    SDL_Rect area = {0, 0, sw, sh};
    int ok = SDL_UpdateTexture(texture, &area, pixels, sw * 4) == 0;
    free(pixels);
    free(kernel);
    free(across);
    free(small);
    free(source);
    return ok;
}

/* Draws the next frame; returns its milliseconds, or -1 when there is none or it is corrupt. */
static double drawFrame(void) {
    if (drawn >= frameCount) return -1;
    Uint8 clear[4];
    Uint32 calls;
    if (!take(clear, 4) || !take(&calls, 4)) return -1;
    Uint64 start = SDL_GetPerformanceCounter();
    SDL_RenderSetClipRect(renderer, NULL);
    /* A clear alpha of 0: the frame is all drawn over, and Drawer does not clear it. */
    if (clear[3] != 0) {
        SDL_SetRenderDrawColor(renderer, clear[0], clear[1], clear[2], 255);
        SDL_RenderClear(renderer);
    }
    for (Uint32 c = 0; c < calls; c++) {
        Sint32 texture;
        Uint32 vertexCount, indexCount;
        if (!take(&texture, 4) || !take(&vertexCount, 4) || !take(&indexCount, 4)) return -1;
        if (texture == -2) { /* an offscreen pass begins: into that target, cleared */
            if (depth >= 16 || vertexCount >= textureCount) return -1;
            targets[depth++] = SDL_GetRenderTarget(renderer);
            SDL_SetRenderTarget(renderer, textures[vertexCount]);
            SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0);
            SDL_RenderClear(renderer);
            continue;
        }
        if (texture == -4) { /* a material's backdrop: read back, blurred, loaded */
            Sint32 box[4];
            float sigma;
            if (!take(box, 16) || !take(&sigma, 4) || vertexCount >= textureCount) return -1;
            if (!blurBackdrop(box, sigma, textures[vertexCount])) return -1;
            continue;
        }
        if (texture == -5) { /* the clip rectangle: x, y, w, h, or none */
            Sint32 box[4];
            if (!take(box, 16)) return -1;
            SDL_Rect clip = {box[0], box[1], box[2], box[3]};
            SDL_RenderSetClipRect(renderer, vertexCount ? &clip : NULL);
            continue;
        }
        if (texture == -3) { /* it ends: back to where drawing went before */
            if (depth == 0) return -1;
            SDL_SetRenderTarget(renderer, targets[--depth]);
            continue;
        }
        if (offset + vertexCount * sizeof(SDL_Vertex) + indexCount * 4 > size) return -1;
        const SDL_Vertex *vertices = (const SDL_Vertex *)(data + offset);
        offset += vertexCount * sizeof(SDL_Vertex);
        const int *indices = (const int *)(data + offset);
        offset += indexCount * 4;
        SDL_RenderGeometry(renderer, texture >= 0 ? textures[texture] : NULL, vertices, (int)vertexCount, indices, (int)indexCount);
    }
    /* Present, then wait until the frame is really drawn by reading one pixel back: the order of
     * Drawer's host off screen (HostWindow.present), so both pay the same for the present. */
    SDL_RenderPresent(renderer);
    Uint32 pixel;
    SDL_Rect one = {0, 0, 1, 1};
    SDL_RenderReadPixels(renderer, &one, SDL_PIXELFORMAT_ARGB8888, &pixel, 4);
    drawn++;
    return (double)(SDL_GetPerformanceCounter() - start) / (double)SDL_GetPerformanceFrequency() * 1000.0;
}

static void closeReplay(void) {
    for (Uint32 i = 0; i < textureCount; i++)
        if (textures[i]) SDL_DestroyTexture(textures[i]);
    free(textures);
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
}

/* One replay from a new window: `limit` frames, from the first again after the last, each
 * frame's milliseconds into `times` (the first `frameCount` of them). Returns the frames drawn,
 * or -1. */
static long replay(Uint32 limit, double *times) {
    if (!openReplay()) return -1;
    long count = 0;
    for (; count < (long)limit; count++) {
        if (drawn == frameCount) {
            offset = framesAt;
            drawn = 0;
        }
        double ms = drawFrame();
        if (ms < 0) return -1;
        if (count < (long)frameCount) times[count] = ms;
    }
    closeReplay();
    return count;
}

/* {"frames":…, "median_ms":…, "p99_ms":…} of one replay, on one line. */
static int printReplay(double *times) {
    long drawn = replay(frameCount, times);
    if (drawn < 0) return 0;
    qsort(times, (size_t)drawn, sizeof *times, compare);
    size_t p99 = drawn ? (size_t)((drawn - 1) * 0.99 + 0.5) : 0;
    printf("{\"frames\":%ld,\"median_ms\":%.6f,\"p99_ms\":%.6f}\n", drawn, drawn ? times[drawn / 2] : 0.0,
           drawn ? times[p99] : 0.0);
    fflush(stdout);
    return 1;
}

int main(int argc, char **argv) {
    const char *mode = argc >= 3 ? argv[1] : "";
    int startup = strcmp(mode, "--startup") == 0, session = strcmp(mode, "--session") == 0;
    int serve = strcmp(mode, "--serve") == 0;
    int valid = argc == 2 || (argc == 3 && (startup || session || serve)) || (argc == 4 && session);
    if (!valid) {
        fprintf(stderr, "baseline: usage: baseline [--startup | --session | --serve] RECORDING [FRAMES]\n");
        return 2;
    }
    /* The malloc policy `drawer bench` runs under too (ProcessMemory.keepFreedMemory): freed
     * memory stays in the process, so a frame's buffers are not returned to the kernel and
     * faulted back in every frame. With glibc's defaults, replaying 1,000 views cost 24 ms a
     * frame instead of 9.5. */
    if (!session) {
        mallopt(M_MMAP_THRESHOLD, 32 << 20);
        mallopt(M_TRIM_THRESHOLD, 256 << 20);
    }
    if (!load(argv[startup || session || serve ? 2 : 1])) return 1;
    if (SDL_Init(SDL_INIT_VIDEO) != 0) { fprintf(stderr, "baseline: %s\n", SDL_GetError()); return 1; }
    IMG_Init(IMG_INIT_PNG);
    if (TTF_Init() != 0) { fprintf(stderr, "baseline: %s\n", TTF_GetError()); return 1; }
    /* The frame count sits after the texture list; a first pass over it finds it. */
    offset = texturesAt;
    for (Uint32 i = 0; i < textureCount; i++) {
        Uint8 kind;
        Uint32 a, b;
        if (!take(&kind, 1)) return 1;
        if (kind == 0) {
            if (!take(&a, 4) || offset + a > size) return 1;
            offset += a;
        } else if (kind == 3) {
            if (!take(&a, 4) || offset + a + 5 > size) return 1;
            offset += a + 5;
            if (!take(&a, 4) || offset + a > size) return 1;
            offset += a;
        } else if (!take(&a, 4) || !take(&b, 4)) return 1;
    }
    if (!take(&frameCount, 4)) return 1;
    double *times = calloc(frameCount ? frameCount : 1, sizeof *times);
    int ok = 1;
    if (serve) {
        /* Commands on standard input, until it closes, each answered by a line: `open` a new
         * replay (`ok`), draw its next `frame` (its milliseconds), `close` it (`ok`). `drawer
         * bench` keeps one floor running per workload and draws its frames in turn with Drawer's. */
        char line[32];
        while (ok && fgets(line, sizeof line, stdin)) {
            if (strcmp(line, "open\n") == 0) {
                ok = openReplay();
                if (ok) printf("ok\n");
            } else if (strcmp(line, "frame\n") == 0) {
                double ms = drawFrame();
                ok = ms >= 0;
                if (ok) printf("%.6f\n", ms);
            } else if (strcmp(line, "close\n") == 0) {
                closeReplay();
                printf("ok\n");
            } else {
                fprintf(stderr, "baseline: unknown command %s", line);
                ok = 0;
            }
            fflush(stdout);
        }
    } else if (startup) {
        ok = replay(1, times) == 1;
    } else if (session) {
        /* The peak resident set, as Drawer's --stats reports it (VmHWM), less the recording
         * read into memory, which a program drawing its own scene would not hold. */
        long limit = argc == 4 ? strtol(argv[3], NULL, 10) : (long)frameCount;
        long drawn = replay(limit > 0 ? (Uint32)limit : frameCount, times);
        ok = drawn >= 0;
        long peak = 0;
        char status_line[256];
        FILE *status = fopen("/proc/self/status", "r");
        while (status && fgets(status_line, sizeof status_line, status))
            if (strncmp(status_line, "VmHWM:", 6) == 0) peak = strtol(status_line + 6, NULL, 10);
        if (status) fclose(status);
        if (ok) printf("{\"frames\":%ld,\"peak_rss_kib\":%ld}\n", drawn, peak - (long)(size / 1024));
    } else {
        ok = printReplay(times);
    }
    closeFonts();
    TTF_Quit();
    IMG_Quit();
    SDL_Quit();
    return ok ? 0 : 1;
}
