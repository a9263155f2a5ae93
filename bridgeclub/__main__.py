import sys

from bridgeclub.cli import main

sys.exit(main())
