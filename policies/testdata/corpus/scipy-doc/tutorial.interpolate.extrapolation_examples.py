r = RootWithAsymptotics(93)
r.root()
