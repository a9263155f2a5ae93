# Sourced by scripts/test and scripts/bridgeclub: choose the Python to run, creating and
# using ./.venv when no virtual environment is active (Debian and Ubuntu refuse pip installs
# into the system Python), and install bridgeclub with the extra named in $1 ("" or "dev")
# when pyproject.toml is newer than the last install.
set -euo pipefail
bridgeclub_python() {
    local extra="$1" python stamp
    if [ -n "${VIRTUAL_ENV:-}" ]; then
        python="$VIRTUAL_ENV/bin/python"
    else
        if [ ! -x .venv/bin/python ]; then
            if ! python3 -m venv .venv >/dev/null 2>&1; then
                rm -rf .venv
                if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
                    apt-get install -y -qq python3-venv >/dev/null
                    python3 -m venv .venv
                else
                    echo "bridgeclub: cannot create .venv; install Python's venv module" \
                         "(Debian/Ubuntu: sudo apt install python3-venv) and try again" >&2
                    exit 2
                fi
            fi
        fi
        python="$PWD/.venv/bin/python"
    fi
    stamp=".venv-installed${extra:+-$extra}"
    [ -n "${VIRTUAL_ENV:-}" ] && stamp="$VIRTUAL_ENV/.bridgeclub-installed${extra:+-$extra}"
    if [ ! -e "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
        echo "bridgeclub: installing${extra:+ with $extra tools} (first run only)..." >&2
        "$python" -m pip install --quiet --disable-pip-version-check -e ".${extra:+[$extra]}"
        touch "$stamp"
    fi
    BRIDGECLUB_PYTHON="$python"
}
