package worker

// HoldRunDirRemoval makes every removal of a per-run directory wait until release is closed,
// until the returned func restores the real removal.
func HoldRunDirRemoval(release <-chan struct{}) (restore func()) {
	real := removeRunDir
	removeRunDir = func(dir string) error {
		<-release
		return real(dir)
	}
	return func() { removeRunDir = real }
}
