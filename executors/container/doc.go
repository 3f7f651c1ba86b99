// Package container is the Docker executor: it runs each job in a fresh container of one of the
// sluice images (images/build.sh), through the Docker Engine API with the Go client, and
// enforces every executors.Limits field by force.
//
// TODO: doc filled in below.
package container
