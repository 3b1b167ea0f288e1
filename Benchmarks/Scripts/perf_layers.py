#!/usr/bin/env python3
"""Folds `perf script` call stacks (demangled) and splits the samples of one process by layer.

Reads `perf script -F comm,tid,time,ip,sym,dso` output, piped through `swift demangle --simplified`,
on stdin. Writes:
  --folded FILE   flame-graph folded stacks (root;...;leaf count), for flamegraph.pl or speedscope
  stdout          the layer table: each sample goes to the innermost frame that belongs to a layer,
                  skipping allocator, reference-counting and runtime frames (their cost is charged to
                  the layer that called them, and also totalled on their own lines).

--hz and --round-trips turn sample counts into CPU microseconds per round trip.
"""
import argparse
import collections
import re
import sys

# (layer, pattern on the demangled symbol or dso), innermost match wins. Order matters: the first
# pattern that matches a frame names its layer.
LAYERS = [
    ("sealed channel (Noise, ChaCha20-Poly1305)", r"SealHandler|SealedStream|NoiseCipherState|ChaCha20|Poly1305|SealRecord"),
    ("frame codec (envelope, fields)", r"MessageCodec|FastEnvelope|StrictFieldScanner|JSONDepthGuard|MessageTable"),
    ("frame codec (framing, zlib)", r"FrameEncoder|FrameDecoder|EncodedFrame|BoundedInflater|LockedFrameEncoder|Zlib|libz\.so|deflate|inflate"),
    ("JSON of payloads (GamePayloadCodec, Foundation JSON)", r"GamePayloadCodec|JSONEncoder|JSONDecoder|JSONWriter|JSONMap|JSONScanner|__JSON|_JSON|JSONDecoderImpl|JSONEncoderImpl"),
    ("game core (host/client core, session, store, module)", r"GameHostCore|GameClientCore|GameHostSession|GameClientStore|GameClientModel|StepViewPayloads|GameHostOutput|TallyGame|TallyPlayer|CrazyEights|GameRoutes|HostGameInput|ClientGameBatch|ClientGameRoute|GameActorExecutor|GameTransports|SharedExecutor"),
    ("lobby state machines (host/client machine, roster)", r"LobbyHostMachine|LobbyClientMachine|LobbyRoster|SeatBook|Heartbeat|LobbyHostAction|LobbyClientAction"),
    ("lobby runtime (LobbyHost/LobbyClient actors, outlets)", r"LobbyHost|LobbyClient|TimerDriver|LobbyLink|LobbyWireCounters|FrameOutlet|DirectConnection|MessageDeliveryHandler|WireState|DirectListener"),
    ("harness (driver, recorder, histogram)", r"RoundDriver|RoundTripRecorder|Histogram|BenchPlayer|ClientRole|HostRole|CountingTransport|NIOEcho|FramedEcho"),
    ("Swift concurrency (tasks, executors, hops)", r"swift_task|swift_job|swift_continuation|Executor|_Concurrency|AsyncStream|withCheckedContinuation|assumeIsolated|swift_asyncLet|libdispatch|dispatch_"),
    ("NIO pipeline and event loop", r"NIOCore|NIOPosix|ByteToMessageHandler|ChannelHandlerContext|ChannelPipeline|SelectableEventLoop|Selector|PendingWrites|BaseSocketChannel|BaseStreamSocketChannel|EventLoopFuture|EventLoopPromise|CircularBuffer|ByteBuffer|NIOLock|NIOLockedValueBox"),
    ("Foundation (other)", r"Foundation|libFoundation|NSData|\bData\b"),
]
COMPILED = [(name, re.compile(pattern)) for name, pattern in LAYERS]

# Leaf frames whose cost belongs to whoever called them.
TRANSPARENT = [
    ("malloc/free", re.compile(r"^(__GI___libc_malloc|malloc|__libc_malloc|_int_malloc|free|__GI___libc_free|_int_free|cfree|realloc|_int_realloc|calloc|__libc_calloc|posix_memalign|malloc_consolidate|unlink_chunk|tcache|_int_memalign|__libc_realloc|sysmalloc|swift_slowAlloc|swift_slowDealloc|swift_allocObject|swift_deallocObject|swift_deallocClassInstance|_swift_allocObject|swift_allocBox|swift_deallocBox)")),
    ("retain/release", re.compile(r"^(swift::RefCounts|swift_retain|swift_release|swift_bridgeObjectRetain|swift_bridgeObjectRelease|swift_unknownObjectRetain|swift_unknownObjectRelease|swift_retain_n|swift_release_n|_swift_release_dealloc|swift_isUniquelyReferenced|swift_beginAccess|swift_endAccess|swift_tryRetain)")),
    ("Swift runtime (casts, metadata, generics)", re.compile(r"^(swift_dynamicCast|swift_getGenericMetadata|swift_conformsToProtocol|swift_getWitnessTable|swift_checkMetadataState|swift_getAssociated|swift_get|swift_once|__swift_instantiate|swift_arrayInitWithCopy|swift_arrayDestroy|outlined|__swift|swift::(?!RefCounts))")),
    ("memcpy/memmove", re.compile(r"^(__memmove|__memcpy|memcpy|memmove|__memset|memset|__memcmp|memcmp|__strlen)")),
]


def classify_frame(symbol, dso):
    for name, pattern in COMPILED:
        if pattern.search(symbol):
            return name
    if dso and ("libz" in dso):
        return "frame codec (framing, zlib)"
    return None


def kernel_kind(stack):
    """What the kernel was doing, from the syscall entry points on the stack."""
    text = " ".join(symbol for symbol, _ in stack)
    if "epoll_wait" in text or "ep_poll" in text:
        return "kernel: epoll_wait (waiting, waking)"
    if re.search(r"sendmsg|sys_write|ksys_write|tcp_sendmsg|__sys_sendto|writev", text):
        return "kernel: write/send (TCP out, loopback delivery)"
    if re.search(r"recvmsg|sys_read|ksys_read|tcp_recvmsg|__sys_recvfrom|readv", text):
        return "kernel: read/recv (TCP in)"
    if re.search(r"futex", text):
        return "kernel: futex (locks, thread wake-ups)"
    if re.search(r"eventfd|__x64_sys_write", text):
        return "kernel: eventfd (loop wake-ups)"
    if re.search(r"schedule|irq|softirq|page_fault|exc_page", text):
        return "kernel: scheduler, interrupts, faults"
    return "kernel: other"


def parse(stream):
    """Yields (comm, tid, [(symbol, dso), ...] leaf first) per sample."""
    header = None
    stack = []
    for raw in stream:
        line = raw.rstrip("\n")
        if not line.strip():
            if header is not None:
                yield header[0], header[1], stack
            header, stack = None, []
            continue
        if header is None and not line.startswith(("\t", " ")):
            parts = line.split()
            header = (parts[0], parts[1] if len(parts) > 1 else "?")
            continue
        match = re.match(r"\s*[0-9a-f]+\s+(.*?)\s+\((.*)\)\s*$", line)
        if match:
            symbol = re.sub(r"\+0x[0-9a-f]+$", "", match.group(1))
            stack.append((symbol, match.group(2)))
    if header is not None:
        yield header[0], header[1], stack


def layer_of(stack):
    """(layer, transparent leaf kind or None) of one sample."""
    if not stack:
        return "unknown", None
    leaf_symbol, leaf_dso = stack[0]
    if "kernel" in leaf_dso or leaf_symbol.startswith(("entry_SYSCALL", "__x64_sys")):
        return kernel_kind(stack), None
    leaf_kind = None
    for kind, pattern in TRANSPARENT:
        if pattern.search(leaf_symbol):
            leaf_kind = kind
            break
    for symbol, dso in stack:
        layer = classify_frame(symbol, dso)
        if layer:
            return layer, leaf_kind
    return "other (libc, unresolved)", leaf_kind


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--folded")
    parser.add_argument("--hz", type=float, default=0, help="perf record -F (samples per CPU second)")
    parser.add_argument("--round-trips", type=float, default=0, help="round trips during the recording")
    parser.add_argument("--title", default="")
    args = parser.parse_args()

    folded = collections.Counter()
    layers = collections.Counter()
    leaves = collections.Counter()
    leaf_by_layer = collections.Counter()
    total = 0
    for _comm, _tid, stack in parse(sys.stdin):
        total += 1
        names = [re.sub(r"[;\s]+", "_", symbol) or "?" for symbol, _ in reversed(stack)]
        folded[";".join(names) or "?"] += 1
        layer, leaf = layer_of(stack)
        layers[layer] += 1
        if leaf:
            leaves[leaf] += 1
            leaf_by_layer[(layer, leaf)] += 1

    if args.folded:
        with open(args.folded, "w") as out:
            for stack, count in folded.most_common():
                out.write(f"{stack} {count}\n")

    def cost(count):
        share = 100.0 * count / total if total else 0
        text = f"{share:5.1f} %"
        if args.hz and args.round_trips:
            text += f"  {count / args.hz / args.round_trips * 1e6:6.2f} us/rt"
        return text

    cpu = total / args.hz if args.hz else 0
    print(f"== {args.title}: {total} samples" + (f", {cpu:.2f} CPU s" if cpu else "")
          + (f", {args.round_trips:.0f} round trips" if args.round_trips else ""))
    if cpu and args.round_trips:
        print(f"   CPU per round trip: {cpu / args.round_trips * 1e6:.1f} us")
    print("   by layer (innermost layer frame; allocator/ARC/runtime leaves charged to their caller):")
    for layer, count in layers.most_common():
        detail = ", ".join(
            f"{leaf} {100.0 * n / count:.0f}%" for (owner, leaf), n in leaf_by_layer.most_common() if owner == layer
        )
        print(f"   {cost(count)}  {layer}" + (f"  [of which {detail}]" if detail else ""))
    print("   leaf totals across layers:")
    for leaf, count in leaves.most_common():
        print(f"   {cost(count)}  {leaf}")


if __name__ == "__main__":
    main()
