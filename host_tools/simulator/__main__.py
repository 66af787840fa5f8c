"""`python -m host_tools.simulator` (make sim): the table in the terminal, or headless."""

import sys

from host_tools.simulator import options, pico
from host_tools.simulator.script import ScriptError
from host_tools.simulator.serial_out import SerialOut


def main(argv=None):
    args = options.parser().parse_args(argv)
    try:
        plan = options.plan(args)
    except (ScriptError, OSError) as error:
        print("make sim: %s" % error, file=sys.stderr)
        return 2
    if args.speed <= 0:
        print("make sim: --speed must be more than 0", file=sys.stderr)
        return 2
    if not args.headless and not (sys.stdin.isatty() and sys.stdout.isatty()):
        print("make sim: the simulator needs a terminal; use --headless", file=sys.stderr)
        return 2
    config = pico.load_config(args.config)
    if args.screens is not None:
        config = pico.with_screens(config, args.screens)
    serial_out = SerialOut(args.serial_out)
    pace = args.pace or ("fast" if args.headless and args.web is None else "table")
    try:
        if args.headless:
            from host_tools.simulator import headless

            on_line = _echo(serial_out) if args.verbose else serial_out.write
            table = pico.boot_table(config, seed=args.seed, pacing=pace, on_line=on_line)
            if args.web is not None:
                from host_tools.simulator import web

                return web.headless(table, plan, args.web, args.seed)
            return headless.run(table, plan, args.seed)
        from host_tools.simulator import interactive

        return interactive.run(args, plan, config, serial_out)
    finally:
        serial_out.close()


def _echo(serial_out):
    def on_line(line, event):
        serial_out.write(line, event)
        if event.get("ev") != "state":
            print("%-8s %s" % (event.get("ev", "?"), event.get("text", "")))

    return on_line


if __name__ == "__main__":
    sys.exit(main())
