"""Running the command line in-process, as the CLI tests do."""

from desktop_solver.cli import main


def run(capsys, *argv):
    """(exit status, standard output, standard error) of `desktop-solver ARGV...`."""
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err
