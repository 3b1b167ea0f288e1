#!/usr/bin/env python3
"""Reads callgrind profiles of the cost guard's workloads and splits their instructions by layer.

Usage: costguard_layers.py --budget FILE [--update] [--tolerance 0.10] NAME=ACTIONS=CALLGRIND_OUT ...

Each profile holds only the instructions executed inside `measuredHostStep` (callgrind's
--toggle-collect), i.e. the host's whole per-action path, or for the `tally-client` workload inside
`measuredClientStep`, a client's path from a host state to its next action. A function belongs to the first layer whose
pattern matches its demangled name; the instructions of every other function (the Swift runtime,
the standard library, malloc, memcpy) are shared among its callers' layers in proportion to what
each call cost, so the layers add up to the total exactly. Prints one table per workload and a
verdict per workload against the budget file (instructions per action); exits 1 when any workload is
more than the tolerance over its budget. With --update, writes the measured figures as the budget.
"""
import argparse
import collections
import re
import subprocess
import sys

# (layer, pattern on the demangled name); the first match names the layer. Order matters.
LAYERS = [
    ("sealed channel (Noise, ChaCha20-Poly1305)", r"SealHandler|SealedStream|NoiseCipherState|ChaCha20|Poly1305|SealRecord"),
    ("frame codec: envelope", r"MessageCodec|FastEnvelope|StrictFieldScanner|JSONDepthGuard|MessageTable|WireMessage"),
    ("frame codec: framing, budgets", r"FrameEncoder|FrameDecoder|FrameSplitter|FrameUnpacker|EncodedFrame|InboundFrame|BoundedInflater|LockedFrameEncoder|InboundDecodeHandler|DecodeBudget|FrameHeader|FrameLimits"),
    ("game payload JSON", r"GamePayloadCodec|PayloadJSON"),
    ("views and patches", r"GameViewPatcher|GameViewDiff|GameViewPatch|StepViewPayloads|EncodedView"),
    ("game (cores, session, store, routes, module)", r"GameHostCore|GameHostSession|GameClientCore|GameClientStore|GameClientModel|ClientGameRoute|ClientGameBatch|ClientGameInput|LobbyGameClientTransport|GameClientDriver|PendingGameAction|ActingClient|GameRoutes|LobbyGameHostTransport|RenderedRecipients|GameHostOutput|GameJournal|GameStateDigest|KeptJournal|TallyGame|CrazyEights|GameState\b|GameOver\b|HostGameInput|GameHostDriver"),
    ("lobby state machine", r"LobbyHostMachine|LobbyClientMachine|LobbyClientAction|LobbyClientEvent|LobbyClientTimer|LobbyRoster|SeatBook|Heartbeat|LobbyHostAction|LobbyHostEvent|LobbyParty|PasscodeGuard"),
    ("lobby runtime (actor, outlets, timers)", r"LobbyHost|LobbyClient|TimerDriver|FrameOutlet|MessageDeliveryHandler|DirectConnection|WireState|isolated.*onLoop|LobbyLink|ConnectionID"),
    ("Swift concurrency", r"AsyncStream|swift_task|swift_job|swift_continuation|_Concurrency|CheckedContinuation|UnsafeContinuation|_Deque"),
    ("NIO (pipeline, loop, buffers)", r"NIOCore|NIOPosix|NIOEmbedded|ChannelHandlerContext|ChannelPipeline|EmbeddedChannel|EmbeddedEventLoop|ByteBuffer|CircularBuffer|NIOLock|NIOLoopBound|EventLoop|HeadChannelHandler|TailChannelHandler|NIOAny|Channel\b"),
    ("cost guard driver", r"measuredHostStep|measuredClientStep|InProcessLobby"),
]
COMPILED = [(name, re.compile(pattern)) for name, pattern in LAYERS]
UNATTRIBUTED = "unattributed (no caller in a layer)"


def parse(path):
    """(names by id, self cost by function, inclusive cost by (caller, callee)) of one callgrind file."""
    names = {}
    selfcost = collections.Counter()
    edges = collections.Counter()
    current = None
    callee = None
    pending_call = False

    def name_of(spec):
        match = re.match(r"\((\d+)\)(?: (.*))?$", spec)
        if not match:
            return spec
        ident, text = match.groups()
        if text is not None:
            names[ident] = text
        return names.get(ident, ident)

    with open(path, errors="replace") as stream:
        for raw in stream:
            line = raw.rstrip("\n")
            if line.startswith("fn="):
                current = name_of(line[3:])
                pending_call = False
            elif line.startswith("cfn="):
                callee = name_of(line[4:])
            elif line.startswith("calls="):
                pending_call = True
            elif line and (line[0].isdigit() or line[0] in "+-*"):
                fields = line.split()
                if len(fields) < 2 or current is None:
                    continue
                cost = int(fields[1])
                if pending_call:
                    edges[(current, callee)] += cost
                    pending_call = False
                else:
                    selfcost[current] += cost
    return selfcost, edges


def demangle(symbols):
    """Demangled, simplified names (`swift demangle`), in order; the symbols themselves if it fails."""
    try:
        result = subprocess.run(
            ["swift", "demangle", "--simplified"], input="\n".join(symbols) + "\n", capture_output=True,
            text=True, check=True)
        lines = result.stdout.split("\n")
        if len(lines) >= len(symbols):
            return lines[: len(symbols)]
    except (OSError, subprocess.CalledProcessError):
        pass
    return list(symbols)


def layer_costs(path):
    """Instructions per layer (adding up to the total) and the total, of one profile."""
    selfcost, edges = parse(path)
    functions = sorted(set(selfcost) | {f for edge in edges for f in edge})
    readable = dict(zip(functions, demangle(functions)))
    fixed = {}
    for function in functions:
        for layer, pattern in COMPILED:
            if pattern.search(readable[function]):
                fixed[function] = layer
                break
    callers = collections.defaultdict(list)
    for (caller, callee), cost in edges.items():
        if caller != callee:
            callers[callee].append((caller, cost))
    # Shares of each unclassified function among layers, from its callers' shares, to a fixed point.
    share = {f: {fixed[f]: 1.0} if f in fixed else {UNATTRIBUTED: 1.0} for f in functions}
    for _ in range(60):
        changed = False
        for function in functions:
            if function in fixed or not callers[function]:
                continue
            total = sum(cost for _, cost in callers[function]) or 1
            mixed = collections.Counter()
            for caller, cost in callers[function]:
                for layer, part in share[caller].items():
                    mixed[layer] += part * cost / total
            if mixed != share[function]:
                share[function] = dict(mixed)
                changed = True
        if not changed:
            break
    layers = collections.Counter()
    for function, cost in selfcost.items():
        for layer, part in share[function].items():
            layers[layer] += cost * part
    return layers, sum(selfcost.values())


def read_budget(path):
    budget = {}
    try:
        with open(path) as stream:
            for line in stream:
                fields = line.split("#", 1)[0].split()
                if len(fields) == 2:
                    budget[fields[0]] = int(fields[1])
    except FileNotFoundError:
        pass
    return budget


def write_budget(path, figures):
    with open(path) as stream:
        header = [line for line in stream if line.startswith("#")]
    with open(path, "w") as stream:
        stream.writelines(header)
        for name, per_action in figures:
            stream.write(f"{name:<14} {per_action}\n")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--budget", required=True)
    parser.add_argument("--update", action="store_true")
    parser.add_argument("--tolerance", type=float, default=0.10)
    parser.add_argument("runs", nargs="+", help="NAME=ACTIONS=CALLGRIND_OUT")
    args = parser.parse_args()

    budget = read_budget(args.budget)
    figures = []
    verdicts = []
    for run in args.runs:
        name, actions, path = run.split("=", 2)
        actions = int(actions)
        layers, total = layer_costs(path)
        per_action = round(total / actions)
        figures.append((name, per_action))
        side = "a client's" if name.endswith("-client") else "the host's"
        print(f"== {name}: {actions} actions, {total:,} instructions in {side} path, "
              f"{per_action:,} per action")
        print(f"   {'layer':<48} {'per action':>11} {'share':>7}")
        for layer, cost in layers.most_common():
            print(f"   {layer:<48} {cost / actions:>11,.0f} {100 * cost / total:>6.1f}%")
        limit = budget.get(name)
        if limit is None:
            verdicts.append((name, per_action, None, "no budget"))
        else:
            ratio = per_action / limit
            verdict = "OVER BUDGET" if ratio > 1 + args.tolerance else "ok"
            verdicts.append((name, per_action, limit, f"{verdict} ({ratio:.3f}x)"))
    print()
    print(f"cost guard: instructions per action against {args.budget} (fails over {1 + args.tolerance:.2f}x)")
    failed = False
    for name, per_action, limit, verdict in verdicts:
        print(f"  {name:<14} {per_action:>10,}  budget {limit if limit is not None else '-':>10}  {verdict}")
        failed = failed or verdict.startswith("OVER") or (limit is None and not args.update)
    if args.update:
        write_budget(args.budget, figures)
        print(f"cost guard: budget written to {args.budget}")
        return 0
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
