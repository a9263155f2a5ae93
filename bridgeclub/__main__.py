import sys

from bridgeclub.command import main

sys.exit(main())
